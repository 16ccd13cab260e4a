-- What the health route asks the database (features/health).
SELECT id FROM accounts LIMIT 1;
