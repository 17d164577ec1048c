/**
 * The request header naming the sub-site by its API site code (spec doc 1 §7: "Site codes for the
 * API header: Turkey 2, Malta 3, default 0"; the site table's `apiSiteCode`). The web sends it on
 * every call; the reference API reads it on the market calls when the host names no sub-site
 * (docs/API.md "Which site"). The spec does not name the header; ours follows its
 * `application-language` and `application-type`.
 */
export const SITE_CODE_HEADER = 'application-site-code';
