//! Decoding a response body's [content codings](https://httpwg.org/specs/rfc9110.html#content.codings)
//! as Fetch's HTTP-network fetch does for the codings a browser handles, and the
//! `Accept-Encoding` that offers them. What a page reads of a `Content-Encoding: gzip`,
//! `deflate`, `br` or `zstd` body is the decoded bytes (the encoded ones count in Resource
//! Timing's `encodedBodySize`); a body with several codings (`gzip, br`) is decoded from
//! the last one applied back to the first, as Chrome does. A stream that does not decode
//! is a network error (Chrome's `ERR_CONTENT_DECODING_FAILED`); a `gzip` body that is no
//! gzip stream at all (no magic bytes) is kept as it came, as Chrome keeps it. A body with
//! a coding the loader does not know (the dictionary codings `dcb` and `dcz` among them:
//! framescope sends no `Available-Dictionary`) is kept whole as it came, as Chrome keeps it.
//! The header is parsed once, by content_encoding.rs. A body is decoded as it comes
//! ([`Decoder`]: a streamed `fetch()` body's reader gets each chunk's decoded bytes then;
//! body_stream.rs), or whole at once ([`decode`]) by the same decoders.
use std::io::Write;

use miniz_oxide::inflate::stream::{InflateState, inflate};
use miniz_oxide::{DataFormat, MZError, MZFlush, MZStatus};
use ruzstd::decoding::errors::{FrameDecoderError, ReadFrameHeaderError};
use ruzstd::decoding::{BlockDecodingStrategy, FrameDecoder};
use url::{Host, Url};

use super::content_encoding;
use super::headers::Headers;

/// The largest Zstandard window a `zstd` body may ask for: 8 MiB, as
/// [RFC 9659 §3](https://www.rfc-editor.org/rfc/rfc9659#section-3) bounds the coding's
/// window (Chrome's limit too); a frame that asks for more does not decode.
const ZSTD_MAX_WINDOW: u64 = 8 << 20;

/// The `Accept-Encoding` a request sends (Fetch's HTTP-network-or-cache fetch leaves it
/// to "modify httpRequest's header list per HTTP"; no page can set it, it is a forbidden
/// request-header): Chrome's, which offers `br` and `zstd` only where no proxy can see
/// the body — over https, and to a localhost host (`localhost`, `*.localhost`, a loopback
/// address) — and `gzip, deflate` elsewhere.
pub fn accept_encoding(url: &Url) -> &'static str {
    let loopback = match url.host() {
        Some(Host::Domain(domain)) => {
            let domain = domain.trim_end_matches('.').to_ascii_lowercase();
            domain == "localhost" || domain.ends_with(".localhost")
        }
        Some(Host::Ipv4(address)) => address.is_loopback(),
        Some(Host::Ipv6(address)) => address.is_loopback(),
        None => false,
    };
    if url.scheme() == "https" || loopback { "gzip, deflate, br, zstd" } else { "gzip, deflate" }
}

/// The decoded body of a response with `headers` and `body` (`None`: it names no coding
/// the loader decodes, so the body is as it came), at most `limit` bytes, or why it does
/// not decode: a [`Decoder`] given the whole body at once.
pub fn decode(headers: &Headers, body: &[u8], limit: usize) -> Result<Option<Vec<u8>>, String> {
    // (An empty body, as a HEAD's or a 304's, is empty whatever it names.)
    if body.is_empty() {
        return Ok(None);
    }
    let Some(mut decoder) = Decoder::new(headers, limit) else { return Ok(None) };
    let mut decoded = decoder.push(body)?;
    decoded.extend(decoder.finish()?);
    Ok(Some(decoded))
}

/// A body's content codings decoded as its bytes come: each chunk pushed gives what it
/// decodes to now (a coding's decoder keeps what it cannot decode yet — a gzip header cut
/// in two, half a Zstandard block — for the next), and the end of the body gives the rest,
/// or why the body does not decode (a stream cut short). Several codings (`gzip, br`) are
/// decoded one after the other, from the last applied back to the first.
pub struct Decoder {
    /// One stage per coding, the last applied first.
    stages: Vec<Stage>,
}

impl Decoder {
    /// The decoder of a body with `headers`, each coding's output at most `limit` bytes;
    /// `None` when they name no coding, or one the loader does not decode (the body is
    /// kept as it came).
    pub fn new(headers: &Headers, limit: usize) -> Option<Self> {
        let codings = content_encoding::codings(headers)?;
        if !codings.iter().all(|coding| CODINGS.contains(&coding.as_str())) {
            return None;
        }
        let stages = codings.iter().rev().map(|coding| Stage::new(coding, limit)).collect();
        Some(Self { stages })
    }

    /// Decodes the next chunk of the body: what it gives now (perhaps nothing yet).
    pub fn push(&mut self, bytes: &[u8]) -> Result<Vec<u8>, String> {
        let mut data = bytes.to_vec();
        for stage in &mut self.stages {
            if data.is_empty() {
                break;
            }
            data = stage.push(&data)?;
        }
        Ok(data)
    }

    /// The body ended: what is left to decode, or why it does not decode.
    pub fn finish(&mut self) -> Result<Vec<u8>, String> {
        let mut data = Vec::new();
        for stage in &mut self.stages {
            let mut output = if data.is_empty() { Vec::new() } else { stage.push(&data)? };
            output.extend(stage.finish()?);
            data = output;
        }
        Ok(data)
    }
}

/// One coding's decoder, and how much it gave.
struct Stage {
    coding: String,
    state: StageState,
    produced: usize,
    limit: usize,
}

enum StageState {
    /// A gzip member's header, until it is whole (its bytes so far).
    GzipHeader(Vec<u8>),
    /// `deflate`: its first two bytes, until they say zlib or raw deflate.
    DeflateStart(Vec<u8>),
    /// A deflate stream (gzip's, zlib's or raw); `ended` once its final block came (what
    /// follows — gzip's trailer — is not read).
    Inflate {
        state: Box<InflateState>,
        ended: bool,
    },
    Brotli(Box<brotli_decompressor::DecompressorWriter<Capped>>),
    Zstd(Box<ZstdStream>),
    /// A `gzip` body that is no gzip stream at all (no magic bytes): kept as it came, as
    /// Chrome keeps it (resource-timing/content-encoding.https.html's script with `gZip`).
    AsItCame,
}

impl Stage {
    fn new(coding: &str, limit: usize) -> Self {
        let state = match coding {
            "gzip" | "x-gzip" => StageState::GzipHeader(Vec::new()),
            "deflate" => StageState::DeflateStart(Vec::new()),
            "br" => StageState::Brotli(Box::new(brotli_decompressor::DecompressorWriter::new(
                Capped::default(),
                4096,
            ))),
            _ => StageState::Zstd(Box::default()),
        };
        Self { coding: coding.to_string(), state, produced: 0, limit }
    }

    fn failed(&self, why: impl std::fmt::Display) -> String {
        format!("its body does not decode as {} (its Content-Encoding): {why}", self.coding)
    }

    fn too_large(&self) -> String {
        self.failed(format!("it decodes to more than {} bytes", self.limit))
    }

    /// What `input` decodes to now. (Each decoder stops once it has given more than the
    /// stage may still give, `room`: a small body that decodes to gigabytes — a
    /// decompression bomb — fails at the limit, never decoded whole.)
    fn push(&mut self, input: &[u8]) -> Result<Vec<u8>, String> {
        let room = self.limit.saturating_sub(self.produced);
        let output = self.step(input, room).map_err(|why| self.failed(why))?;
        self.produced = self.produced.saturating_add(output.len());
        if self.produced > self.limit {
            return Err(self.too_large());
        }
        Ok(output)
    }

    fn step(&mut self, input: &[u8], room: usize) -> Result<Vec<u8>, String> {
        let rest = match &mut self.state {
            StageState::GzipHeader(header) => {
                header.extend_from_slice(input);
                if header.len() >= 2 && !header.starts_with(&[0x1F, 0x8B]) {
                    let bytes = std::mem::take(header);
                    self.state = StageState::AsItCame;
                    return Ok(bytes);
                }
                // (A header not whole yet waits for more bytes.)
                let Ok(deflated) = gzip_member(header) else { return Ok(Vec::new()) };
                let deflated = deflated.to_vec();
                self.state = inflating(DataFormat::Raw);
                deflated
            }
            StageState::DeflateStart(start) => {
                start.extend_from_slice(input);
                let [first, second, ..] = start[..] else { return Ok(Vec::new()) };
                // (HTTP's deflate is a zlib stream; a raw deflate stream, as some servers
                // send, is read too, as browsers do: a zlib header says which.)
                let zlib = first & 0x0F == 8 && (u16::from(first) << 8 | u16::from(second)) % 31 == 0;
                let bytes = std::mem::take(start);
                self.state = inflating(if zlib { DataFormat::Zlib } else { DataFormat::Raw });
                bytes
            }
            _ => input.to_vec(),
        };
        match &mut self.state {
            StageState::Inflate { state, ended } => inflate_chunk(state, ended, &rest, room),
            StageState::Brotli(writer) => {
                writer.get_mut().room = room;
                let written = writer.write_all(&rest);
                let sink = writer.get_mut();
                match written {
                    Err(_) if sink.over => Err(format!("it decodes to more than {} bytes", self.limit)),
                    Err(_) => Err("not a Brotli stream".to_string()),
                    Ok(()) => Ok(std::mem::take(&mut sink.bytes)),
                }
            }
            StageState::Zstd(stream) => stream.push(&rest, false, room),
            StageState::AsItCame => Ok(rest),
            StageState::GzipHeader(_) | StageState::DeflateStart(_) => Ok(Vec::new()),
        }
    }

    /// The body ended: what is left, or why the stream is cut short.
    fn finish(&mut self) -> Result<Vec<u8>, String> {
        let room = self.limit.saturating_sub(self.produced);
        let output = match &mut self.state {
            StageState::GzipHeader(header) if header.is_empty() => Ok(Vec::new()),
            StageState::GzipHeader(header) if header.len() < 2 => Ok(std::mem::take(header)),
            StageState::GzipHeader(_) => Err("not a gzip stream".to_string()),
            StageState::DeflateStart(start) if start.is_empty() => Ok(Vec::new()),
            StageState::DeflateStart(_) => Err("the stream is cut short".to_string()),
            StageState::Inflate { ended: true, .. } | StageState::AsItCame => Ok(Vec::new()),
            StageState::Inflate { ended: false, .. } => Err("the stream is cut short".to_string()),
            StageState::Brotli(writer) => {
                writer.get_mut().room = room;
                match writer.close() {
                    Ok(()) => Ok(std::mem::take(&mut writer.get_mut().bytes)),
                    Err(_) if writer.get_ref().over => return Err(self.too_large()),
                    Err(_) => Err("not a Brotli stream, or one cut short".to_string()),
                }
            }
            StageState::Zstd(stream) => stream.push(&[], true, room),
        };
        let output = output.map_err(|why| self.failed(why))?;
        self.produced = self.produced.saturating_add(output.len());
        if self.produced > self.limit {
            return Err(self.too_large());
        }
        Ok(output)
    }
}

fn inflating(format: DataFormat) -> StageState {
    StageState::Inflate { state: InflateState::new_boxed(format), ended: false }
}

/// What `input`, the next bytes of a deflate stream, inflate to; `ended` once the
/// stream's final block came (bytes after it are not read). It stops once it has more
/// than `room` bytes (the caller fails the body then).
fn inflate_chunk(
    state: &mut InflateState,
    ended: &mut bool,
    mut input: &[u8],
    room: usize,
) -> Result<Vec<u8>, String> {
    let mut output = Vec::new();
    let mut buffer = vec![0u8; 32 * 1024];
    while !*ended && output.len() <= room {
        let result = inflate(state, input, &mut buffer, MZFlush::None);
        input = &input[result.bytes_consumed..];
        output.extend_from_slice(&buffer[..result.bytes_written]);
        match result.status {
            Ok(MZStatus::StreamEnd) => *ended = true,
            Ok(_) | Err(MZError::Buf) => {
                // (No progress: it needs more input than it has.)
                if result.bytes_consumed == 0 && result.bytes_written == 0 {
                    break;
                }
            }
            Err(error) => return Err(format!("{error:?}")),
        }
    }
    Ok(output)
}

/// Zstandard frames ([RFC 8878](https://www.rfc-editor.org/rfc/rfc8878#section-3.1))
/// decoded as their bytes come (skippable frames skipped): a frame's header and each block
/// are decoded once they are whole; a frame cut short at the body's end, or one whose
/// window is over 8 MiB, does not decode. (ruzstd gives a frame's output only past its
/// last window — the bytes back-references may still need — until the frame ends.)
#[derive(Default)]
struct ZstdStream {
    decoder: FrameDecoder,
    /// Bytes not decoded yet.
    pending: Vec<u8>,
    /// In a frame (its header read).
    in_frame: bool,
    /// The frame's header says a checksum follows its last block.
    checksum: bool,
    /// Skippable bytes still to drop.
    skip: usize,
}

/// The length of the Zstandard frame header `bytes` begin with, once they say
/// ([RFC 8878 §3.1.1](https://www.rfc-editor.org/rfc/rfc8878#section-3.1.1): the magic
/// number, the descriptor, then the window descriptor unless Single_Segment_flag, the
/// dictionary id and the content size the descriptor's flags size); a skippable frame's
/// is its magic number and length. Any other magic number is a header of 5 bytes, which
/// does not decode.
fn zstd_header_size(bytes: &[u8]) -> Option<usize> {
    let magic = u32::from_le_bytes(bytes.get(..4)?.try_into().ok()?);
    if magic & 0xFFFF_FFF0 == 0x184D_2A50 {
        return Some(8);
    }
    let descriptor = *bytes.get(4)?;
    let single_segment = descriptor & 0x20 != 0;
    let dictionary = [0, 1, 2, 4][usize::from(descriptor & 3)];
    let content_size = match descriptor >> 6 {
        0 => usize::from(single_segment),
        1 => 2,
        2 => 4,
        _ => 8,
    };
    Some(5 + usize::from(!single_segment) + dictionary + content_size)
}

impl ZstdStream {
    /// What `input` gives now; `end`: the body ended, and every byte must decode. It
    /// stops once it has more than `room` bytes (the caller fails the body then).
    fn push(&mut self, input: &[u8], end: bool, room: usize) -> Result<Vec<u8>, String> {
        self.pending.extend_from_slice(input);
        let mut output = Vec::new();
        loop {
            if self.skip > 0 {
                let dropped = self.skip.min(self.pending.len());
                self.pending.drain(..dropped);
                self.skip -= dropped;
                if self.skip > 0 {
                    return if end { Err("a skippable frame is cut short".into()) } else { Ok(output) };
                }
            }
            if !self.in_frame {
                let whole = zstd_header_size(&self.pending).is_some_and(|size| self.pending.len() >= size);
                if self.pending.is_empty() || (!end && !whole) {
                    return Ok(output);
                }
                self.decoder.set_max_window_size(ZSTD_MAX_WINDOW);
                // (The frame header descriptor, after the magic number: bit 2 is the
                // content checksum flag.)
                self.checksum = self.pending.get(4).is_some_and(|descriptor| descriptor & 4 != 0);
                let mut source = &self.pending[..];
                let outcome = self.decoder.init(&mut source);
                let read = self.pending.len() - source.len();
                self.pending.drain(..read);
                match outcome {
                    Ok(()) => self.in_frame = true,
                    Err(FrameDecoderError::ReadFrameHeaderError(ReadFrameHeaderError::SkipFrame {
                        length,
                        ..
                    })) => self.skip = usize::try_from(length).map_err(|e| e.to_string())?,
                    Err(e) => return Err(e.to_string()),
                }
                continue;
            }
            // One block at a time, once it is whole (its header says how long it is); a
            // last block with its checksum after it.
            match self.whole_block(end) {
                Some(true) => {
                    let mut source = &self.pending[..];
                    let finished = self
                        .decoder
                        .decode_blocks(&mut source, BlockDecodingStrategy::UptoBlocks(1))
                        .map_err(|e| e.to_string())?;
                    let read = self.pending.len() - source.len();
                    self.pending.drain(..read);
                    if let Some(bytes) = self.decoder.collect() {
                        output.extend_from_slice(&bytes);
                    }
                    if output.len() > room {
                        return Ok(output);
                    }
                    if finished {
                        self.in_frame = false;
                    }
                }
                Some(false) => return Ok(output),
                None => return Err("a frame is cut short".into()),
            }
        }
    }

    /// Whether the next block is whole in the pending bytes (`None`: it cannot be, the
    /// body having ended).
    fn whole_block(&self, end: bool) -> Option<bool> {
        let whole = match self.pending[..] {
            [a, b, c, ..] => {
                let header = u32::from(a) | u32::from(b) << 8 | u32::from(c) << 16;
                let (last, kind, size) = (header & 1 == 1, (header >> 1) & 3, (header >> 3) as usize);
                // (An RLE block's content is one byte; a last block may be followed by a
                // 4-byte checksum, which the decoder reads with it.)
                let content = if kind == 1 { 1 } else { size };
                let checksum = if last && self.checksum { 4 } else { 0 };
                self.pending.len() >= 3 + content + checksum || (end && self.pending.len() >= 3 + content)
            }
            _ => false,
        };
        match (whole, end) {
            (true, _) => Some(true),
            (false, false) => Some(false),
            (false, true) => None,
        }
    }
}

/// Where a Brotli decoder writes: at most `room` bytes more (`over` once it would have
/// written past them: the write fails, and with it the decoding).
#[derive(Default)]
struct Capped {
    bytes: Vec<u8>,
    room: usize,
    over: bool,
}

impl Write for Capped {
    fn write(&mut self, buf: &[u8]) -> std::io::Result<usize> {
        if self.bytes.len().saturating_add(buf.len()) > self.room {
            self.over = true;
            return Err(std::io::Error::other("the body decodes to more than its limit"));
        }
        self.bytes.extend_from_slice(buf);
        Ok(buf.len())
    }

    fn flush(&mut self) -> std::io::Result<()> {
        Ok(())
    }
}

/// The codings the loader decodes.
const CODINGS: [&str; 5] = ["br", "deflate", "gzip", "x-gzip", "zstd"];

/// The deflate stream of a gzip member ([RFC 1952](https://www.rfc-editor.org/rfc/rfc1952#section-2.3)):
/// the bytes after its header (ID1 ID2 CM FLG MTIME XFL OS, then the optional extra field,
/// name, comment and header CRC its flags announce).
fn gzip_member(bytes: &[u8]) -> Result<&[u8], String> {
    const FHCRC: u8 = 2;
    const FEXTRA: u8 = 4;
    const FNAME: u8 = 8;
    const FCOMMENT: u8 = 16;
    let malformed = || "not a gzip stream".to_string();
    let [0x1F, 0x8B, 8, flags, _, _, _, _, _, _, rest @ ..] = bytes else { return Err(malformed()) };
    let mut rest = rest;
    if flags & FEXTRA != 0 {
        let [low, high, tail @ ..] = rest else { return Err(malformed()) };
        let length = usize::from(*low) | usize::from(*high) << 8;
        rest = tail.get(length..).ok_or_else(malformed)?;
    }
    for flag in [FNAME, FCOMMENT] {
        if flags & flag != 0 {
            let end = rest.iter().position(|&b| b == 0).ok_or_else(malformed)?;
            rest = &rest[end + 1..];
        }
    }
    if flags & FHCRC != 0 {
        rest = rest.get(2..).ok_or_else(malformed)?;
    }
    Ok(rest)
}
