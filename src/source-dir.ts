// The top folder of the running sources: src/ under ts-node and jest, dist/builds/<id>/src in a
// build. Files read at run time (web templates, assets, the explorer's page) are found from here,
// not from their reader's own __dirname: the build bundles the server into one main.js at this
// level (scripts/bundle.js), where every module's __dirname is this folder. Sitting at the top
// level itself, this file's __dirname is the same folder bundled or not.
export const SOURCE_DIR = __dirname;
