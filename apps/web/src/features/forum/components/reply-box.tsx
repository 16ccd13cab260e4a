import { useId, useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { forumReplyCreateSchema, FORUM_REPLY_MAX } from '@subaybay/domain';
import { isApiError } from '../../../lib/api-client';
import { useCreateReply } from '../api/create-reply';

/** The add-reply box (spec 3 §2, §4): Post appears after the first keystroke; after posting, the replies reload. */
export function ReplyBox({ postId }: { postId: number }) {
  const [message, setMessage] = useState('');
  const [typed, setTyped] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const create = useCreateReply(postId);
  const helperId = useId();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = forumReplyCreateSchema.safeParse({ post_id: postId, message });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? null);
      return;
    }
    setError(null);
    try {
      await create.mutateAsync(parsed.data);
      setMessage('');
      setTyped(false);
    } catch (failure) {
      // The API client has toasted the server's sentence; keep it under the field too.
      if (isApiError(failure)) setError(failure.message);
    }
  };

  return (
    <Box component="form" noValidate onSubmit={(event) => void submit(event)} aria-label="Add a reply" sx={{ mt: 2 }}>
      <TextField
        label="Add a reply"
        value={message}
        onChange={(event) => {
          setMessage(event.target.value);
          setTyped(true);
        }}
        multiline
        minRows={3}
        fullWidth
        error={Boolean(error)}
        helperText={error ?? `${message.length.toLocaleString('en-US')} / ${FORUM_REPLY_MAX.toLocaleString('en-US')}`}
        slotProps={{ formHelperText: { id: helperId } }}
      />
      {typed && (
        <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: 1 }}>
          <Button type="submit" variant="contained" loading={create.isPending}>
            Post
          </Button>
        </Box>
      )}
    </Box>
  );
}
