/** An SM2 public key made with `openssl genpkey -algorithm SM2 | openssl pkey -pubout` (Node cannot generate SM2). */
export const SM2_PUBLIC_PEM = `-----BEGIN PUBLIC KEY-----
MFkwEwYHKoZIzj0CAQYIKoEcz1UBgi0DQgAEfZANIJa5aX4JpTLiDYM0IGY1ttzc
3hbmGwIuEojDzgzSlihX/l30mPfE9qLbuWd/5HQ/dCrdy/ttn0sPLXCDHQ==
-----END PUBLIC KEY-----`;
