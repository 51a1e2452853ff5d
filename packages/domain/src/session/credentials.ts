// The bodies of POST /api/auth/login and /api/auth/register, shared by the storefront and the server.

export interface Credentials {
  email: string;
  password: string;
}

export interface Registration extends Credentials {
  firstName: string;
  lastName: string;
  /** required on the advantage tenant */
  companyName?: string;
}
