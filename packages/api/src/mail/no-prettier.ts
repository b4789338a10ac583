// Stands in for prettier in the server bundle: React Email's render imports it for `pretty`, which
// the studio's mail never uses (it would add ~1 MB to the server's start).
export function format(): never {
  throw new Error("pretty-printing e-mail HTML is not part of the server bundle");
}
