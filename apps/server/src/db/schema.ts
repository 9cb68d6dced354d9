import type { Generated } from 'kysely';

/** Times are ISO 8601 strings in UTC, which sort and compare the same on both databases. */
export interface Database {
  users: {
    id: string;
    subject: string;
    email: string;
    name: string;
    created_at: string;
    /** 1 when the identity provider vouched for the email, else 0. */
    email_verified: Generated<number>;
  };
  sessions: {
    token_hash: string;
    user_id: string;
    created_at: string;
    expires_at: string;
  };
  saved_creations: {
    id: string;
    user_id: string;
    kind: string;
    data: string;
    created_at: string;
    seq: Generated<number>;
  };
  saved_generics: {
    user_id: string;
    typename: string;
    config_name: string;
    data: string;
    updated_at: string;
  };
  feedback: {
    id: string;
    email: string;
    tool_info: string;
    feedback: string;
    created_at: string;
  };
  page_visits: {
    id: Generated<number>;
    day: string;
    visitor: string;
    page: string;
  };
  login_states: {
    id_hash: string;
    state: string;
    nonce: string;
    code_verifier: string;
    redirect_uri: string;
    expires_at: string;
  };
  translation_lexicons: {
    language: string;
    version: string;
    data: string;
    updated_at: string;
  };
}
