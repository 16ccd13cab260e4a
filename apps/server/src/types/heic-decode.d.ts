// heic-decode ships no types: the one call the photos use (README: decode({ buffer }) → RGBA pixels).
declare module 'heic-decode' {
  export interface DecodedHeic {
    width: number;
    height: number;
    /** RGBA, 4 bytes a pixel. */
    data: Uint8ClampedArray;
  }
  export default function decode(input: { buffer: Uint8Array | ArrayBuffer }): Promise<DecodedHeic>;
}
