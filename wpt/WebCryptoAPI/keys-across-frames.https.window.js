// A parent page and its same-origin frame share keys, as a login page and its embedded
// signing widget do: the parent hashes the frame's document with the frame's
// crypto.subtle, signs with a key pair the frame generated and the frame verifies, a key
// the parent derived from a passphrase (PBKDF2) encrypts in the frame and decrypts in the
// parent, the frame's key travels wrapped (AES-KW) and comes back as JWK. Each realm has
// its own SubtleCrypto and CryptoKey; a key is an object of the realm that made it, usable
// with either realm's methods.
// https://w3c.github.io/webcrypto/#subtlecrypto-interface, #cryptokey-interface

const text = (string) => new TextEncoder().encode(string);
const hex = (buffer) => Array.from(new Uint8Array(buffer), (b) => b.toString(16).padStart(2, "0")).join("");

async function secureFrame(t) {
  const iframe = document.createElement("iframe");
  t.add_cleanup(() => iframe.remove());
  iframe.srcdoc = "<!doctype html><body><p id=p>Pay 10 EUR to Alice</p>";
  const load = new Promise((resolve) => iframe.addEventListener("load", resolve, { once: true }));
  document.body.append(iframe);
  await load;
  return iframe.contentWindow;
}

promise_test(async (t) => {
  const w = await secureFrame(t);
  // An about:srcdoc frame of an https page is a secure context, with its own subtle.
  assert_true(w.isSecureContext, "the srcdoc frame is a secure context");
  assert_not_equals(w.crypto.subtle, crypto.subtle, "each realm has its own SubtleCrypto object");
  assert_equals(Object.getPrototypeOf(w.crypto.subtle), w.SubtleCrypto.prototype);
  assert_equals(w.crypto.subtle, w.crypto.subtle, "[SameObject]");

  // The frame's document hashed by the frame's subtle: the digest is the parent's.
  const message = w.document.getElementById("p").textContent;
  const framed = await w.crypto.subtle.digest("SHA-256", text(message));
  assert_true(framed instanceof w.ArrayBuffer, "the frame's method resolves with the frame's ArrayBuffer");
  assert_equals(hex(framed), hex(await crypto.subtle.digest({ name: "sha-256" }, text(message))));
}, "a frame's crypto.subtle hashes what the parent's does");

promise_test(async (t) => {
  const w = await secureFrame(t);
  const message = text(w.document.getElementById("p").textContent);
  // The frame generates an ECDSA pair: the frame's CryptoKeys.
  const pair = await w.crypto.subtle.generateKey({ name: "ECDSA", namedCurve: "P-256" }, false, ["sign", "verify"]);
  assert_true(pair.privateKey instanceof w.CryptoKey, "made by the frame");
  assert_false(pair.privateKey instanceof CryptoKey, "not the parent's CryptoKey");
  assert_array_equals(pair.privateKey.usages, ["sign"]);
  assert_equals(pair.privateKey.algorithm, pair.privateKey.algorithm, "algorithm is a cached object");
  // The parent signs with the frame's private key; the frame verifies.
  const signature = await crypto.subtle.sign({ name: "ECDSA", hash: "SHA-256" }, pair.privateKey, message);
  assert_equals(signature.byteLength, 64, "r and s of 32 bytes");
  assert_true(await w.crypto.subtle.verify({ name: "ECDSA", hash: "SHA-256" }, pair.publicKey, signature, message));
  assert_false(await w.crypto.subtle.verify({ name: "ECDSA", hash: "SHA-256" }, pair.publicKey, signature, text("Pay 1000 EUR to Mallory")));
  // The private key is not extractable, whichever realm asks.
  await promise_rejects_dom(t, "InvalidAccessError", crypto.subtle.exportKey("pkcs8", pair.privateKey));
  // Its public key is, and the parent imports it back from the frame's JWK.
  const jwk = await crypto.subtle.exportKey("jwk", pair.publicKey);
  assert_array_equals([jwk.kty, jwk.crv, jwk.ext], ["EC", "P-256", true]);
  const imported = await crypto.subtle.importKey("jwk", jwk, { name: "ECDSA", namedCurve: "P-256" }, true, ["verify"]);
  assert_true(imported instanceof CryptoKey);
  assert_true(await crypto.subtle.verify({ name: "ECDSA", hash: "SHA-256" }, imported, signature, message));
  // A key's usages hold in any realm.
  await promise_rejects_dom(t, "InvalidAccessError", crypto.subtle.sign({ name: "ECDSA", hash: "SHA-256" }, pair.publicKey, message));
}, "the parent signs with a key pair its frame generated, the frame verifies");

promise_test(async (t) => {
  const w = await secureFrame(t);
  // The parent derives an AES-GCM key from a passphrase.
  const passphrase = await crypto.subtle.importKey("raw", text("correct horse battery staple"), "PBKDF2", false, ["deriveKey"]);
  const salt = crypto.getRandomValues(new Uint8Array(16));
  const key = await crypto.subtle.deriveKey(
    { name: "PBKDF2", hash: "SHA-256", salt, iterations: 1000 }, passphrase, { name: "AES-GCM", length: 256 }, true,
    ["encrypt", "decrypt", "wrapKey", "unwrapKey"]);
  assert_equals(key.algorithm.length, 256);
  // The frame encrypts with it; the parent decrypts.
  const iv = w.crypto.getRandomValues(new w.Uint8Array(12));
  const sealed = await w.crypto.subtle.encrypt({ name: "AES-GCM", iv, additionalData: text("header") }, key, text("secret note"));
  assert_equals(sealed.byteLength, 11 + 16, "ciphertext and a 128-bit tag");
  const opened = await crypto.subtle.decrypt({ name: "AES-GCM", iv, additionalData: text("header") }, key, sealed);
  assert_equals(new TextDecoder().decode(opened), "secret note");
  // Tampered ciphertext does not open.
  const tampered = new Uint8Array(sealed);
  tampered[0] ^= 1;
  await promise_rejects_dom(t, "OperationError", crypto.subtle.decrypt({ name: "AES-GCM", iv, additionalData: text("header") }, key, tampered));

  // The frame's HMAC key travels wrapped under the parent's AES-KW key, as JWK.
  const kek = await crypto.subtle.generateKey({ name: "AES-KW", length: 128 }, false, ["wrapKey", "unwrapKey"]);
  const mac = await w.crypto.subtle.generateKey({ name: "HMAC", hash: "SHA-256" }, true, ["sign", "verify"]);
  const wrapped = await w.crypto.subtle.wrapKey("raw", mac, kek, "AES-KW");
  assert_equals(wrapped.byteLength, 64 + 8, "a 512-bit key wrapped");
  const unwrapped = await crypto.subtle.unwrapKey("raw", wrapped, kek, "AES-KW", { name: "HMAC", hash: "SHA-256" }, true, ["verify"]);
  const tag = await w.crypto.subtle.sign("HMAC", mac, text("message"));
  assert_true(await crypto.subtle.verify("HMAC", unwrapped, tag, text("message")), "the unwrapped key verifies the frame's tag");
  const macJwk = await crypto.subtle.exportKey("jwk", unwrapped);
  assert_array_equals([macJwk.kty, macJwk.alg, macJwk.key_ops.join()], ["oct", "HS256", "verify"]);
}, "a key derived in the parent encrypts in the frame; a frame's key travels wrapped");

promise_test(async (t) => {
  const w = await secureFrame(t);
  // RSA: the frame generates an RSA-OAEP pair (2048 bits, e = 65537); the parent encrypts
  // to its public key, exported as spki and imported by the parent.
  const oaep = await w.crypto.subtle.generateKey(
    { name: "RSA-OAEP", modulusLength: 2048, publicExponent: new Uint8Array([1, 0, 1]), hash: "SHA-256" }, true,
    ["encrypt", "decrypt"]);
  assert_equals(oaep.publicKey.algorithm.modulusLength, 2048);
  assert_array_equals(oaep.publicKey.algorithm.publicExponent, [1, 0, 1]);
  assert_equals(oaep.publicKey.algorithm.hash.name, "SHA-256");
  const spki = await w.crypto.subtle.exportKey("spki", oaep.publicKey);
  const publicKey = await crypto.subtle.importKey("spki", spki, { name: "RSA-OAEP", hash: "SHA-256" }, false, ["encrypt"]);
  const label = text("order 17");
  const sealed = await crypto.subtle.encrypt({ name: "RSA-OAEP", label }, publicKey, text("card 4111"));
  assert_equals(sealed.byteLength, 256);
  const opened = await w.crypto.subtle.decrypt({ name: "RSA-OAEP", label }, oaep.privateKey, sealed);
  assert_equals(new TextDecoder().decode(opened), "card 4111");
  // (The frame's method rejects with the frame's DOMException.)
  await promise_rejects_dom(t, "OperationError", w.DOMException, w.crypto.subtle.decrypt({ name: "RSA-OAEP", label: text("order 18") }, oaep.privateKey, sealed));
  // Its private key as JWK: the parent imports it as RSA-OAEP (it decrypts), not as
  // RSA-PSS (the JWK's alg says RSA-OAEP-256).
  const jwk = await w.crypto.subtle.exportKey("jwk", oaep.privateKey);
  assert_equals(jwk.alg, "RSA-OAEP-256");
  const again = await crypto.subtle.importKey("jwk", jwk, { name: "RSA-OAEP", hash: "SHA-256" }, false, ["decrypt"]);
  assert_equals(new TextDecoder().decode(await crypto.subtle.decrypt({ name: "RSA-OAEP", label }, again, sealed)), "card 4111");
  await promise_rejects_dom(t, "DataError", crypto.subtle.importKey("jwk", jwk, { name: "RSA-PSS", hash: "SHA-256" }, false, ["sign"]));

  // Ed25519: the parent's pair, the frame verifies with the public key it imports raw.
  const ed = await crypto.subtle.generateKey("Ed25519", true, ["sign", "verify"]);
  const raw = await crypto.subtle.exportKey("raw", ed.publicKey);
  assert_equals(raw.byteLength, 32);
  const framePublic = await w.crypto.subtle.importKey("raw", raw, "Ed25519", true, ["verify"]);
  const signature = await crypto.subtle.sign("Ed25519", ed.privateKey, text("hello"));
  assert_true(await w.crypto.subtle.verify("Ed25519", framePublic, signature, text("hello")));
}, "RSA-OAEP and Ed25519 keys made in one realm work in the other");

promise_test(async (t) => {
  const w = await secureFrame(t);
  const key = await w.crypto.subtle.generateKey({ name: "AES-GCM", length: 128 }, true, ["encrypt"]);
  // CryptoKey is [Serializable]: postMessage and structuredClone carry it.
  const clone = structuredClone(key);
  assert_true(clone instanceof CryptoKey, "a key of this realm");
  assert_not_equals(clone, key);
  assert_equals(clone.algorithm.length, 128);
  assert_true(clone.extractable);
  assert_array_equals(clone.usages, ["encrypt"]);
  assert_equals(hex(await crypto.subtle.exportKey("raw", clone)), hex(await w.crypto.subtle.exportKey("raw", key)),
    "the same key material");
  // A non-extractable key the frame made is posted (a message to this window): the clone
  // decrypts what the frame encrypted with the original.
  const secret = await w.crypto.subtle.generateKey({ name: "AES-GCM", length: 256 }, false, ["encrypt", "decrypt"]);
  const iv = new Uint8Array(12);
  const sealed = await w.crypto.subtle.encrypt({ name: "AES-GCM", iv }, secret, text("posted"));
  const received = new Promise((resolve) => addEventListener("message", (e) => resolve(e.data), { once: true }));
  postMessage(secret, "*");
  const posted = await received;
  assert_true(posted instanceof CryptoKey);
  assert_false(posted.extractable);
  await promise_rejects_dom(t, "InvalidAccessError", crypto.subtle.exportKey("raw", posted), "still not extractable");
  assert_equals(new TextDecoder().decode(await crypto.subtle.decrypt({ name: "AES-GCM", iv }, posted, sealed)), "posted");
}, "a CryptoKey is structured-cloned");
