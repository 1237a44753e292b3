//! [Structured Field Values for HTTP](https://www.rfc-editor.org/rfc/rfc9651) (RFC 9651):
//! parsing a header's value as a dictionary — what `Integrity-Policy` is
//! (`blocked-destinations=(script), endpoints=(a b)`). Only parsing; a value that does not
//! parse is `None`, and the header is then ignored, as §4.2 says.

/// A [bare item](https://www.rfc-editor.org/rfc/rfc9651#section-3.3). A byte sequence
/// keeps its base64 text; a date its seconds; a display string its decoded text.
#[derive(Clone, Debug, PartialEq)]
pub enum BareItem {
    Integer(i64),
    Decimal(f64),
    String(String),
    Token(String),
    ByteSequence(String),
    Boolean(bool),
    Date(i64),
    DisplayString(String),
}

/// [Parameters](https://www.rfc-editor.org/rfc/rfc9651#section-3.1.2): key, value pairs
/// in order.
pub type Parameters = Vec<(String, BareItem)>;

/// A dictionary member's value: an item, or an inner list, each with its parameters.
#[derive(Clone, Debug, PartialEq)]
pub enum Member {
    Item(BareItem, Parameters),
    InnerList(Vec<(BareItem, Parameters)>, Parameters),
}

impl Member {
    /// Whether this is an inner list with the token `token` among its items.
    pub fn contains_token(&self, token: &str) -> bool {
        match self {
            Member::InnerList(items, _) => {
                items.iter().any(|(item, _)| matches!(item, BareItem::Token(t) if t == token))
            }
            Member::Item(..) => false,
        }
    }

    /// The tokens of an inner list, in order (an item: none).
    pub fn tokens(&self) -> Vec<String> {
        match self {
            Member::InnerList(items, _) => items
                .iter()
                .filter_map(|(item, _)| match item {
                    BareItem::Token(t) => Some(t.clone()),
                    _ => None,
                })
                .collect(),
            Member::Item(..) => Vec::new(),
        }
    }
}

/// [Parsing structured fields](https://www.rfc-editor.org/rfc/rfc9651#section-4.2) of type
/// "dictionary": `None` when `input` does not parse. A key given twice keeps its last value
/// (at its first place).
pub fn parse_dictionary(input: &str) -> Option<Vec<(String, Member)>> {
    // 1. Convert input_string into a sequence of ASCII characters; if that fails, fail.
    if !input.is_ascii() {
        return None;
    }
    // 2. Discard any leading SP characters.
    let mut parser = Parser { input: input.trim_start_matches(' ').as_bytes(), at: 0 };
    // 3–6. Parse a dictionary; 7. discard trailing SP; 8. anything left: fail.
    let dictionary = parser.dictionary()?;
    parser.discard(b" ");
    parser.done().then_some(dictionary)
}

struct Parser<'a> {
    input: &'a [u8],
    at: usize,
}

impl Parser<'_> {
    fn peek(&self) -> Option<u8> {
        self.input.get(self.at).copied()
    }

    fn done(&self) -> bool {
        self.at >= self.input.len()
    }

    fn eat(&mut self, byte: u8) -> bool {
        let eaten = self.peek() == Some(byte);
        self.at += eaten as usize;
        eaten
    }

    fn discard(&mut self, bytes: &[u8]) {
        while self.peek().is_some_and(|b| bytes.contains(&b)) {
            self.at += 1;
        }
    }

    /// [§4.2.2 Parsing a dictionary](https://www.rfc-editor.org/rfc/rfc9651#section-4.2.2).
    fn dictionary(&mut self) -> Option<Vec<(String, Member)>> {
        let mut dictionary: Vec<(String, Member)> = Vec::new();
        // 2. While input_string is not empty:
        while !self.done() {
            // 2.1. this_key: a key.
            let key = self.key()?;
            // 2.2–2.3. "=": an item or inner list; else Boolean true with parameters.
            let member = if self.eat(b'=') {
                self.item_or_inner_list()?
            } else {
                Member::Item(BareItem::Boolean(true), self.parameters()?)
            };
            // 2.4. Overwrite a member of the same key, else append.
            match dictionary.iter_mut().find(|(k, _)| *k == key) {
                Some((_, old)) => *old = member,
                None => dictionary.push((key, member)),
            }
            // 2.5–2.9. OWS, then "," then OWS and more (a trailing comma fails).
            self.discard(b" \t");
            if self.done() {
                return Some(dictionary);
            }
            if !self.eat(b',') {
                return None;
            }
            self.discard(b" \t");
            if self.done() {
                return None;
            }
        }
        Some(dictionary)
    }

    /// [§4.2.1.1 Parsing an item or inner list](https://www.rfc-editor.org/rfc/rfc9651#section-4.2.1.1).
    fn item_or_inner_list(&mut self) -> Option<Member> {
        if self.peek() == Some(b'(') {
            return self.inner_list();
        }
        let item = self.bare_item()?;
        Some(Member::Item(item, self.parameters()?))
    }

    /// [§4.2.1.2 Parsing an inner list](https://www.rfc-editor.org/rfc/rfc9651#section-4.2.1.2).
    fn inner_list(&mut self) -> Option<Member> {
        // 1–2. Consume "(".
        self.eat(b'(');
        let mut items = Vec::new();
        // 3. While input_string is not empty:
        while !self.done() {
            // 3.1. Discard SP. 3.2. ")": the list, with its parameters.
            self.discard(b" ");
            if self.eat(b')') {
                return Some(Member::InnerList(items, self.parameters()?));
            }
            // 3.3–3.4. An item.
            let item = self.bare_item()?;
            items.push((item, self.parameters()?));
            // 3.5. Then SP or ")", else fail.
            if !matches!(self.peek(), Some(b' ' | b')')) {
                return None;
            }
        }
        // 4. The end of input without ")": fail.
        None
    }

    /// [§4.2.3.2 Parsing parameters](https://www.rfc-editor.org/rfc/rfc9651#section-4.2.3.2).
    fn parameters(&mut self) -> Option<Parameters> {
        let mut parameters: Parameters = Vec::new();
        while self.eat(b';') {
            self.discard(b" ");
            let key = self.key()?;
            let value = if self.eat(b'=') { self.bare_item()? } else { BareItem::Boolean(true) };
            match parameters.iter_mut().find(|(k, _)| *k == key) {
                Some((_, old)) => *old = value,
                None => parameters.push((key, value)),
            }
        }
        Some(parameters)
    }

    /// [§4.2.3.3 Parsing a key](https://www.rfc-editor.org/rfc/rfc9651#section-4.2.3.3):
    /// lcalpha or "*", then lcalpha, DIGIT, "_", "-", "." or "*".
    fn key(&mut self) -> Option<String> {
        let start = self.at;
        if !self.peek().is_some_and(|b| b.is_ascii_lowercase() || b == b'*') {
            return None;
        }
        self.discard(b"abcdefghijklmnopqrstuvwxyz0123456789_-.*");
        Some(String::from_utf8_lossy(&self.input[start..self.at]).into_owned())
    }

    /// [§4.2.3.1 Parsing a bare item](https://www.rfc-editor.org/rfc/rfc9651#section-4.2.3.1).
    fn bare_item(&mut self) -> Option<BareItem> {
        match self.peek()? {
            b'-' | b'0'..=b'9' => self.number(),
            b'"' => self.string().map(BareItem::String),
            b'*' | b'A'..=b'Z' | b'a'..=b'z' => Some(BareItem::Token(self.token())),
            b':' => self.byte_sequence(),
            b'?' => {
                self.at += 1;
                let value = match self.peek()? {
                    b'0' => false,
                    b'1' => true,
                    _ => return None,
                };
                self.at += 1;
                Some(BareItem::Boolean(value))
            }
            b'@' => {
                self.at += 1;
                match self.number()? {
                    BareItem::Integer(seconds) => Some(BareItem::Date(seconds)),
                    _ => None,
                }
            }
            b'%' => self.display_string(),
            _ => None,
        }
    }

    /// [§4.2.4 Parsing an integer or decimal](https://www.rfc-editor.org/rfc/rfc9651#section-4.2.4).
    fn number(&mut self) -> Option<BareItem> {
        let start = self.at;
        let negative = self.eat(b'-');
        if !self.peek().is_some_and(|b| b.is_ascii_digit()) {
            return None;
        }
        let digits = self.at;
        self.discard(b"0123456789");
        let integer_digits = self.at - digits;
        if !self.eat(b'.') {
            // An integer: at most 15 digits.
            let text = std::str::from_utf8(&self.input[digits..self.at]).ok()?;
            let value: i64 = (integer_digits <= 15).then(|| text.parse().ok()).flatten()?;
            return Some(BareItem::Integer(if negative { -value } else { value }));
        }
        // A decimal: at most 12 digits, ".", 1 to 3 digits.
        let fraction = self.at;
        self.discard(b"0123456789");
        let fraction_digits = self.at - fraction;
        if integer_digits > 12 || !(1..=3).contains(&fraction_digits) {
            return None;
        }
        let text = std::str::from_utf8(&self.input[start..self.at]).ok()?;
        text.parse().ok().map(BareItem::Decimal)
    }

    /// [§4.2.5 Parsing a string](https://www.rfc-editor.org/rfc/rfc9651#section-4.2.5).
    fn string(&mut self) -> Option<String> {
        self.at += 1;
        let mut output = String::new();
        loop {
            match self.peek()? {
                b'\\' => {
                    self.at += 1;
                    let escaped = self.peek().filter(|b| matches!(b, b'"' | b'\\'))?;
                    output.push(escaped as char);
                }
                b'"' => {
                    self.at += 1;
                    return Some(output);
                }
                b @ 0x20..=0x7E => output.push(b as char),
                _ => return None,
            }
            self.at += 1;
        }
    }

    /// [§4.2.6 Parsing a token](https://www.rfc-editor.org/rfc/rfc9651#section-4.2.6): tchar,
    /// ":" or "/".
    fn token(&mut self) -> String {
        let start = self.at;
        self.at += 1;
        self.discard(b"!#$%&'*+-.^_`|~:/0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz");
        String::from_utf8_lossy(&self.input[start..self.at]).into_owned()
    }

    /// [§4.2.7 Parsing a byte sequence](https://www.rfc-editor.org/rfc/rfc9651#section-4.2.7).
    fn byte_sequence(&mut self) -> Option<BareItem> {
        self.at += 1;
        let start = self.at;
        self.discard(b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/=");
        let text = String::from_utf8_lossy(&self.input[start..self.at]).into_owned();
        self.eat(b':').then_some(BareItem::ByteSequence(text))
    }

    /// [§4.2.10 Parsing a display string](https://www.rfc-editor.org/rfc/rfc9651#section-4.2.10):
    /// `%"…"` with lowercase `%xx` escapes of UTF-8.
    fn display_string(&mut self) -> Option<BareItem> {
        self.at += 1;
        if !self.eat(b'"') {
            return None;
        }
        let mut bytes = Vec::new();
        loop {
            match self.peek()? {
                b'%' => {
                    let hex = self.input.get(self.at + 1..self.at + 3)?;
                    if !hex.iter().all(|b| b.is_ascii_digit() || (b'a'..=b'f').contains(b)) {
                        return None;
                    }
                    bytes.push(u8::from_str_radix(std::str::from_utf8(hex).ok()?, 16).ok()?);
                    self.at += 2;
                }
                b'"' => {
                    self.at += 1;
                    return String::from_utf8(bytes).ok().map(BareItem::DisplayString);
                }
                b @ 0x20..=0x7E => bytes.push(b),
                _ => return None,
            }
            self.at += 1;
        }
    }
}
