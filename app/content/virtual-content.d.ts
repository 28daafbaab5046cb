/** The content module the build makes (tooling/content-module.ts). */
declare module "virtual:content" {
  const content: import("./model").SiteContent;
  export default content;
}
