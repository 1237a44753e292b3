//! The security details of a response that came over TLS, as Chrome's DevTools reports
//! them (`Security.CertificateSecurityState`, `Network.SecurityDetails`): the connection's
//! protocol, key exchange group and cipher, the server's certificate chain with its leaf's
//! subject, issuer, validity and subject alternative names, and — when certificate errors
//! were ignored — the error the certificate would have been refused with.
use base64::Engine;
use rustls::client::WebPkiServerVerifier;
use rustls::client::danger::ServerCertVerifier;
use rustls::pki_types::{CertificateDer, ServerName, UnixTime};
use serde_json::{Value, json};

/// What the loader kept of one TLS connection.
#[derive(Clone, Debug, PartialEq)]
pub struct TlsDetails {
    /// `TLS 1.3`, `TLS 1.2`.
    pub protocol: String,
    /// The key exchange (empty for TLS 1.3, whose suites do not name it), e.g. `ECDHE_RSA`.
    pub key_exchange: String,
    /// `X25519`, `P-256`, `P-384`.
    pub key_exchange_group: String,
    /// The AEAD cipher, e.g. `AES_128_GCM`.
    pub cipher: String,
    /// The chain the server sent, leaf first (DER).
    pub certificates: Vec<Vec<u8>>,
    /// The leaf's subject and issuer (their common names, else the whole name).
    pub subject_name: String,
    pub issuer: String,
    /// The leaf's validity, in seconds since 1970.
    pub valid_from: i64,
    pub valid_to: i64,
    /// The leaf's subject alternative names (DNS names and IP addresses).
    pub san_list: Vec<String>,
    /// Whether the leaf is signed with SHA-1 (or weaker: MD5, MD2).
    pub sha1_signature: bool,
    /// The certificate error the connection was let through with (certificate errors
    /// ignored), as Chrome names it: `net::ERR_CERT_AUTHORITY_INVALID`…
    pub certificate_error: Option<String>,
}

impl TlsDetails {
    /// The details of `connection`, once its handshake is done (`None` before). `unchecked`:
    /// the check its certificate skipped (certificate errors ignored) and the server's
    /// name, to tell the error it would have been refused with.
    pub fn of(
        connection: &rustls::ClientConnection,
        unchecked: Option<(&WebPkiServerVerifier, &ServerName<'_>)>,
    ) -> Option<Self> {
        let certificate_error = unchecked.and_then(|(verifier, name)| {
            let (leaf, intermediates) = connection.peer_certificates()?.split_first()?;
            let checked = verifier.verify_server_cert(leaf, intermediates, name, &[], UnixTime::now());
            checked.err().map(|error| chrome_certificate_error(&error))
        });
        let suite = connection.negotiated_cipher_suite()?;
        let protocol = match suite.version().version {
            rustls::ProtocolVersion::TLSv1_3 => "TLS 1.3".to_string(),
            rustls::ProtocolVersion::TLSv1_2 => "TLS 1.2".to_string(),
            other => format!("{other:?}"),
        };
        let (key_exchange, cipher) = suite_parts(&format!("{:?}", suite.suite()));
        let key_exchange_group =
            connection.negotiated_key_exchange_group().map_or(String::new(), |group| match group.name() {
                rustls::NamedGroup::X25519 => "X25519".to_string(),
                rustls::NamedGroup::secp256r1 => "P-256".to_string(),
                rustls::NamedGroup::secp384r1 => "P-384".to_string(),
                rustls::NamedGroup::secp521r1 => "P-521".to_string(),
                other => format!("{other:?}"),
            });
        let certificates: Vec<Vec<u8>> =
            connection.peer_certificates().unwrap_or_default().iter().map(|c| c.to_vec()).collect();
        let mut details = Self {
            protocol,
            key_exchange,
            key_exchange_group,
            cipher,
            certificates,
            subject_name: String::new(),
            issuer: String::new(),
            valid_from: 0,
            valid_to: 0,
            san_list: Vec::new(),
            sha1_signature: false,
            certificate_error,
        };
        if let Some(leaf) = connection.peer_certificates().and_then(<[CertificateDer]>::first) {
            details.read_leaf(leaf);
        }
        Some(details)
    }

    /// The leaf certificate's names, validity and signature algorithm.
    fn read_leaf(&mut self, leaf: &[u8]) {
        use x509_parser::prelude::{FromDer, GeneralName, X509Certificate};
        let Ok((_, certificate)) = X509Certificate::from_der(leaf) else { return };
        let name = |name: &x509_parser::x509::X509Name| {
            name.iter_common_name()
                .next()
                .and_then(|cn| cn.as_str().ok())
                .map_or_else(|| name.to_string(), str::to_string)
        };
        self.subject_name = name(certificate.subject());
        self.issuer = name(certificate.issuer());
        self.valid_from = certificate.validity().not_before.timestamp();
        self.valid_to = certificate.validity().not_after.timestamp();
        if let Ok(Some(names)) = certificate.subject_alternative_name() {
            for name in &names.value.general_names {
                match name {
                    GeneralName::DNSName(dns) => self.san_list.push(dns.to_string()),
                    GeneralName::IPAddress(bytes) => self.san_list.extend(ip_address(bytes)),
                    _ => {}
                }
            }
        }
        // sha1WithRSAEncryption, ecdsa-with-SHA1, md5WithRSAEncryption, md2WithRSAEncryption.
        let algorithm = certificate.signature_algorithm.algorithm.to_id_string();
        self.sha1_signature = matches!(
            algorithm.as_str(),
            "1.2.840.113549.1.1.5" | "1.2.840.10045.4.1" | "1.2.840.113549.1.1.4" | "1.2.840.113549.1.1.2"
        );
    }

    /// `Security.CertificateSecurityState`.
    pub fn certificate_security_state(&self) -> Value {
        let mut state = json!({
            "protocol": self.protocol,
            "keyExchange": self.key_exchange,
            "keyExchangeGroup": self.key_exchange_group,
            "cipher": self.cipher,
            "certificate": self.certificates_base64(),
            "subjectName": self.subject_name,
            "issuer": self.issuer,
            "validFrom": self.valid_from,
            "validTo": self.valid_to,
            "certificateHasWeakSignature": self.sha1_signature,
            "certificateHasSha1Signature": self.sha1_signature,
            // (rustls speaks TLS 1.2 and 1.3 with ECDHE and AEAD ciphers only: nothing
            // Chrome calls obsolete.)
            "modernSSL": !self.sha1_signature,
            "obsoleteSslProtocol": false,
            "obsoleteSslKeyExchange": false,
            "obsoleteSslCipher": false,
            "obsoleteSslSignature": false,
        });
        if let Some(error) = &self.certificate_error {
            state["certificateNetworkError"] = json!(error);
        }
        state
    }

    /// `Network.SecurityDetails` (a response's `securityDetails`).
    pub fn security_details(&self) -> Value {
        json!({
            "protocol": self.protocol,
            "keyExchange": self.key_exchange,
            "keyExchangeGroup": self.key_exchange_group,
            "cipher": self.cipher,
            "certificateId": 0,
            "subjectName": self.subject_name,
            "sanList": self.san_list,
            "issuer": self.issuer,
            "validFrom": self.valid_from,
            "validTo": self.valid_to,
            "signedCertificateTimestampList": [],
            "certificateTransparencyCompliance": "unknown",
            "encryptedClientHello": false,
        })
    }

    /// The chain, each certificate's DER in base64.
    fn certificates_base64(&self) -> Vec<String> {
        self.certificates.iter().map(|c| base64::engine::general_purpose::STANDARD.encode(c)).collect()
    }
}

/// A cipher suite's key exchange and cipher, from its IANA name (`TLS13_AES_128_GCM_SHA256`:
/// none and `AES_128_GCM`; `TLS_ECDHE_RSA_WITH_AES_256_GCM_SHA384`: `ECDHE_RSA` and
/// `AES_256_GCM`), as Chrome names them.
fn suite_parts(name: &str) -> (String, String) {
    let (key_exchange, rest) = match name.strip_prefix("TLS13_") {
        Some(rest) => ("", rest),
        None => {
            let rest = name.strip_prefix("TLS_").unwrap_or(name);
            rest.split_once("_WITH_").unwrap_or(("", rest))
        }
    };
    let cipher = ["_SHA256", "_SHA384"].iter().fold(rest, |c, mac| c.strip_suffix(mac).unwrap_or(c));
    (key_exchange.to_string(), cipher.to_string())
}

/// An IP address SAN as text.
fn ip_address(bytes: &[u8]) -> Option<String> {
    match bytes.len() {
        4 => Some(std::net::Ipv4Addr::from(<[u8; 4]>::try_from(bytes).ok()?).to_string()),
        16 => Some(std::net::Ipv6Addr::from(<[u8; 16]>::try_from(bytes).ok()?).to_string()),
        _ => None,
    }
}

/// The net error Chrome names for a certificate rustls refused.
fn chrome_certificate_error(error: &rustls::Error) -> String {
    use rustls::CertificateError;
    let name = match error {
        rustls::Error::InvalidCertificate(error) => match error {
            CertificateError::UnknownIssuer | CertificateError::BadSignature => "ERR_CERT_AUTHORITY_INVALID",
            CertificateError::NotValidForName | CertificateError::NotValidForNameContext { .. } => {
                "ERR_CERT_COMMON_NAME_INVALID"
            }
            CertificateError::Expired
            | CertificateError::ExpiredContext { .. }
            | CertificateError::NotValidYet
            | CertificateError::NotValidYetContext { .. } => "ERR_CERT_DATE_INVALID",
            CertificateError::Revoked => "ERR_CERT_REVOKED",
            _ => "ERR_CERT_INVALID",
        },
        _ => "ERR_CERT_INVALID",
    };
    format!("net::{name}")
}
