import { spawnSync } from 'node:child_process';
import path from 'node:path';

export interface Certificate {
  cert: string;
  key: string;
}

/**
 * A throwaway self-signed certificate for `host` (openssl), written into `directory`, for serving
 * the build over TLS on this machine: the server's HTTPS test, and `pnpm bench`, whose Lighthouse
 * loads the pages over HTTP/2 as a static host or CDN serves them (browsers speak HTTP/2 only over
 * TLS).
 */
export function selfSignedCertificate(directory: string, host: string): Certificate {
  const cert = path.join(directory, 'cert.pem');
  const key = path.join(directory, 'key.pem');
  const result = spawnSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-days',
      '2',
      '-subj',
      '/CN=localhost',
      '-addext',
      `subjectAltName=DNS:localhost,IP:${host}`,
      '-keyout',
      key,
      '-out',
      cert,
    ],
    { encoding: 'utf8' },
  );
  if (result.status !== 0) {
    throw new Error(`openssl could not make a certificate: ${result.stderr || result.error}`);
  }
  return { cert, key };
}
