import { execFileSync } from 'node:child_process';
import path from 'node:path';

/**
 * A throwaway self-signed certificate for `host`, written into `directory` with openssl: for the
 * server's HTTPS test and `pnpm bench`, whose Lighthouse loads pages over HTTP/2 (TLS only).
 */
export function selfSignedCertificate(directory: string, host: string) {
  const [cert, key] = [path.join(directory, 'cert.pem'), path.join(directory, 'key.pem')];
  const subject = ['-subj', '/CN=localhost', '-addext', `subjectAltName=DNS:localhost,IP:${host}`];
  const options = ['-newkey', 'rsa:2048', '-nodes', '-days', '2', '-keyout', key, '-out', cert];
  execFileSync('openssl', ['req', '-x509', ...options, ...subject], { stdio: 'pipe' });
  return { cert, key };
}
