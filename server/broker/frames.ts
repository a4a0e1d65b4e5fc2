// STOMP 1.2 frames on a WebSocket: incoming bytes go through @stomp/stompjs's
// Parser (frames split or joined across messages, content-length, heart-beat
// EOLs); this module adds the limits a server needs and encodes outgoing frames.
import { FrameImpl, Parser, type IRawFrameType } from '@stomp/stompjs';

/** Largest frame a client may send (command, headers and body). */
export const MAX_FRAME_BYTES = 64 * 1024;

export interface Frame {
  command: string;
  /** The first occurrence of a repeated header wins (STOMP 1.2). */
  headers: Record<string, string>;
  body: string;
}

/** The client broke the protocol: answer ERROR and close. */
export class FrameError extends Error {}

// STOMP 1.2 defines only these escapes in header names and values; anything else is a protocol error.
const BAD_ESCAPE = /\\(?![rnc\\])/;

export class FrameReader {
  private readonly parser: Parser;
  private frames: Frame[] = [];
  private error: FrameError | null = null;
  /** Bytes received since the last complete frame or heart-beat (an upper bound). */
  private partial = 0;
  private completed = 0;

  constructor(private readonly maxBytes = MAX_FRAME_BYTES) {
    this.parser = new Parser(
      (raw) => this.onRaw(raw),
      () => this.completed++,
    );
  }

  /** The frames this chunk completes, in order; heart-beats are dropped. Throws FrameError. */
  push(chunk: Uint8Array): Frame[] {
    if (chunk.byteLength > this.maxBytes) throw new FrameError('frame too large');
    const before = this.completed;
    // The parser copies what it is given; hand it an exact ArrayBuffer view of this chunk.
    this.parser.parseChunk(chunk.buffer.slice(chunk.byteOffset, chunk.byteOffset + chunk.byteLength) as ArrayBuffer);
    // A frame that never ends (no NULL, or a huge content-length) must not grow without bound.
    this.partial = this.completed === before ? this.partial + chunk.byteLength : 0;
    if (!this.error && this.partial > this.maxBytes) this.error = new FrameError('frame too large');
    if (!this.error && this.partial > 0 && headerLineBroken(this.parser))
      this.error = new FrameError('malformed frame: bad header line');
    const frames = this.frames;
    this.frames = [];
    if (this.error) throw this.error;
    return frames;
  }

  private onRaw(raw: IRawFrameType): void {
    this.completed++;
    if (this.error) return;
    try {
      this.frames.push(toFrame(raw, this.maxBytes));
    } catch (error) {
      this.error = error instanceof FrameError ? error : new FrameError('malformed frame');
    }
  }
}

/**
 * The parser reads a header name up to the next colon whatever comes first, so a header line without a colon
 * would hold the frame open until more data arrives. Its state says so at once: a name being read that already
 * spans a line end or a NULL. Best effort: reads the parser's internals and does nothing if they change.
 */
function headerLineBroken(parser: Parser): boolean {
  const internals = parser as unknown as { _onByte?: unknown; _token?: unknown };
  const readingName = (Parser.prototype as unknown as { _collectHeaderKey?: unknown })._collectHeaderKey;
  if (!readingName || internals._onByte !== readingName || !Array.isArray(internals._token)) return false;
  return internals._token.includes(10) || internals._token.includes(0);
}

function toFrame(raw: IRawFrameType, maxBytes: number): Frame {
  const command = raw.command ?? '';
  let size = command.length + (raw.binaryBody?.byteLength ?? 0);
  for (const [name, value] of raw.headers) size += name.length + value.length + 2;
  if (size > maxBytes) throw new FrameError('frame too large');
  if (!/^[A-Z]+$/.test(command)) throw new FrameError('malformed frame: bad command');
  const escaped = command !== 'CONNECT' && command !== 'STOMP';
  for (const [name, value] of raw.headers) {
    // The parser reads a header name up to the next colon, so a line without one swallows the next line.
    if (!name || /[\r\n]/.test(name)) throw new FrameError('malformed frame: bad header line');
    if (escaped && (BAD_ESCAPE.test(name) || BAD_ESCAPE.test(value)))
      throw new FrameError('malformed frame: bad escape in header');
  }
  const contentLength = raw.headers.find(([name]) => name === 'content-length')?.[1];
  if (contentLength !== undefined && !/^\s*\d+\s*$/.test(contentLength))
    throw new FrameError('malformed frame: bad content-length');
  const frame = FrameImpl.fromRawFrame(raw, escaped);
  return { command, headers: { ...frame.headers } as Record<string, string>, body: frame.body };
}

/** One outgoing frame as WebSocket text; header values escaped as STOMP 1.2 asks (except in CONNECTED). */
export function encodeFrame(command: string, headers: Record<string, string>, body = ''): string {
  return FrameImpl.marshall({ command, headers, body, escapeHeaderValues: true }) as string;
}

/** An ERROR frame: `message` is the short reason, the body repeats it for clients that show bodies. */
export function errorFrame(message: string, extra: Record<string, string> = {}): string {
  return encodeFrame('ERROR', { message, 'content-type': 'text/plain', ...extra }, message);
}
