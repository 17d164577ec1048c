import SecuritySettingPage, { generateMetadata } from '../security-setting/page';

/** /myaccount/security: the security settings hub, as /myaccount/security-setting. */
export { generateMetadata };
export default SecuritySettingPage;
