/** The reference API as a resource server of the sign-in provider. */
export const API_RESOURCE = 'urn:student-portal:api'
export const API_AUDIENCE = 'student-portal-api'
export const API_SCOPE = 'openid profile email'
/** Access tokens live 5 minutes, like Keycloak's default. */
export const ACCESS_TOKEN_TTL_S = 300
/** Sign-in session, grant and refresh-token lifetime. */
export const SESSION_TTL_S = 8 * 60 * 60

export const OIDC_ROUTES = {
  authorization: '/protocol/openid-connect/auth',
  token: '/protocol/openid-connect/token',
  end_session: '/protocol/openid-connect/logout',
  userinfo: '/protocol/openid-connect/userinfo',
  jwks: '/protocol/openid-connect/certs',
  revocation: '/protocol/openid-connect/revoke',
} as const
