#!/usr/bin/env node
// Codemod: client model fields (shared/src/models) → the Mastodon REST API's names (DATA_LAYER.md, "Naming").
//
//   node tools/renameModelFields.mjs [--dry] [--root <repository root>]
//
// Pure renames only, done by the TypeScript language service (findRenameLocations) over every typed
// package (shared, shell, remotes/*), so each use of a field is renamed, not each word that looks like
// it. Re-runnable: a mapping whose old member no longer exists in its model is skipped, so the codemod
// is a no-op on a tree that has the new names, and can be run on a branch written against the old ones
// (before merging it). What it cannot do (presentation fields removed, enum values, the `source`
// nesting, untyped code) is listed at the end of its run as the names still found in the tree.
import { existsSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import * as prettier from 'prettier';
import ts from 'typescript';

const rootAt = process.argv.indexOf('--root');
const root =
  rootAt === -1 ? join(dirname(new URL(import.meta.url).pathname), '..') : resolve(process.argv[rootAt + 1] ?? '.');
const models = join(root, 'shared', 'src', 'models');

/**
 * The one mapping table: [model file, interface, old member, new member].
 * A `null` old member renames the interface itself (old name in the new-member column's place).
 * `drop: true`: the old member is a duplicate of the new one (same value); its uses are renamed to the
 * new one and its declarations (interface member, object-literal property, `x.old = …;`) are removed.
 */
const RENAMES = [
  // Status
  ['status.ts', 'Attention', null, 'Mention'],
  ['status.ts', 'Status', 'user', 'account'],
  ['status.ts', 'Status', 'summary', 'spoiler_text'],
  ['status.ts', 'Status', 'raw_html', 'content'],
  ['status.ts', 'Status', 'nsfw', 'sensitive'],
  ['status.ts', 'Status', 'favorited', 'favourited'],
  ['status.ts', 'Status', 'fave_num', 'favourites_count'],
  ['status.ts', 'Status', 'repeated', 'reblogged'],
  ['status.ts', 'Status', 'repeat_num', 'reblogs_count'],
  ['status.ts', 'Status', 'attentions', 'mentions'],
  ['status.ts', 'Status', 'attachments', 'media_attachments'],
  ['status.ts', 'Status', 'in_reply_to_status_id', 'in_reply_to_id'],
  ['status.ts', 'Status', 'in_reply_to_user_id', 'in_reply_to_account_id'],
  ['status.ts', 'Status', 'in_reply_to_screen_name', 'in_reply_to_account_acct'],
  ['status.ts', 'Status', 'statusnet_conversation_id', 'conversation_id'],
  ['status.ts', 'Status', 'external_url', 'url'],
  ['status.ts', 'Status', 'is_local', 'local'],
  ['status.ts', 'Status', 'retweeted_status', 'reblog'],
  ['status.ts', 'Status', 'favoritedBy', 'favourited_by'],
  ['status.ts', 'Status', 'rebloggedBy', 'reblogged_by'],
  // Mention (was Attention)
  ['status.ts', 'Mention', 'screen_name', 'acct'],
  ['status.ts', 'Mention', 'statusnet_profile_url', 'url'],
  ['status.ts', 'Attention', 'screen_name', 'acct'],
  ['status.ts', 'Attention', 'statusnet_profile_url', 'url'],
  // User
  ['user.ts', 'User', 'screen_name', 'acct'],
  ['user.ts', 'User', 'name', 'display_name'],
  ['user.ts', 'User', 'description', 'note_text'],
  ['user.ts', 'User', 'description_html', 'note'],
  ['user.ts', 'User', 'emoji', 'emojis'],
  ['user.ts', 'User', 'profile_image_url', 'avatar'],
  ['user.ts', 'User', 'profile_image_url_original', 'avatar', { drop: true }],
  ['user.ts', 'User', 'profile_image_url_static', 'avatar_static'],
  ['user.ts', 'User', 'cover_photo', 'header'],
  ['user.ts', 'User', 'friends_count', 'following_count'],
  ['user.ts', 'User', 'is_local', 'local'],
  ['user.ts', 'User', 'statusnet_profile_url', 'url'],
  ['user.ts', 'User', 'token', 'chat_token'],
  ['user.ts', 'User', 'follow_request_count', 'follow_requests_count'],
  // Notification
  ['notification.ts', 'Notification', 'from_profile', 'account'],
  ['notification.ts', 'Notification', 'seen', 'is_seen'],
  ['notification.ts', 'Notification', 'action', 'status', { drop: true }],
  // Attachment
  ['attachment.ts', 'Attachment', 'mimetype', 'mime_type'],
  ['attachment.ts', 'Attachment', 'large_thumb_url', 'preview_url'],
  // Chat, emoji reaction, list
  ['chat.ts', 'Chat', 'lastMessage', 'last_message'],
  ['emoji.ts', 'EmojiReaction', 'accountIds', 'account_ids'],
  ['list.ts', 'List', 'accountIds', 'account_ids'],
];

/**
 * Structural shapes of the models declared elsewhere (a function parameter's type literal, a narrow
 * interface): [file from the repository root, enclosing declaration, old member, new member].
 */
const SHAPES = [
  ['shared/src/federation/profileLinks.ts', 'profilePath', 'screen_name', 'acct'],
  ['shared/src/timeline/state.ts', 'TimelineItem', 'retweeted_status', 'reblog'],
  ['remotes/timelines/src/logic/links.ts', 'userPath', 'screen_name', 'acct'],
  ['remotes/timelines/src/logic/thread.ts', 'ThreadItem', 'in_reply_to_status_id', 'in_reply_to_id'],
  ['shared/src/notifications/state.ts', 'NotificationItem', 'seen', 'is_seen'],
  // The signed-in person as the session holds them (a projection of User).
  ['shared/src/session/session.ts', 'SessionUser', 'displayName', 'display_name'],
];

/** Names the codemod leaves to hand edits; reported when still present in typed sources. */
const LEFT_FOR_HAND = [
  'screen_name_ui',
  'name_html',
  'statusnet_html',
  'summary_raw_html',
  'fields_html',
  'fields_text',
  'title_html',
  'content_html',
  'default_scope',
  'default_nsfw',
  'no_rich_text',
  'show_role',
  'rights',
];

const dry = process.argv.includes('--dry');

function sourceFiles(dir, out = []) {
  if (!existsSync(dir)) return out;
  for (const entry of readdirSync(dir)) {
    if (entry === 'node_modules' || entry === 'dist' || entry.startsWith('.')) continue;
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) sourceFiles(path, out);
    else if (/\.(ts|tsx)$/.test(entry)) out.push(path);
  }
  return out;
}

const packages = [join(root, 'shared'), join(root, 'shell')];
if (existsSync(join(root, 'remotes'))) {
  for (const remote of readdirSync(join(root, 'remotes'))) packages.push(join(root, 'remotes', remote));
}
const fileNames = packages.flatMap((dir) => sourceFiles(dir)).concat(sourceFiles(join(root, 'tools', 'lint-fixtures')));

const base = ts.parseJsonConfigFileContent(
  ts.readConfigFile(join(root, 'tsconfig.base.json'), ts.sys.readFile).config,
  ts.sys,
  root,
);
const options = { ...base.options, types: ['jest', 'node'], noEmit: true };

const texts = new Map(fileNames.map((name) => [name, readFileSync(name, 'utf8')]));
const versions = new Map(fileNames.map((name) => [name, 0]));
const host = {
  getScriptFileNames: () => fileNames,
  getScriptVersion: (name) => String(versions.get(name) ?? 0),
  getScriptSnapshot: (name) => {
    const text = texts.get(name) ?? (ts.sys.fileExists(name) ? ts.sys.readFile(name) : undefined);
    return text === undefined ? undefined : ts.ScriptSnapshot.fromString(text);
  },
  getCurrentDirectory: () => root,
  getCompilationSettings: () => options,
  getDefaultLibFileName: (opts) => ts.getDefaultLibFilePath(opts),
  fileExists: ts.sys.fileExists,
  readFile: ts.sys.readFile,
  readDirectory: ts.sys.readDirectory,
  directoryExists: ts.sys.directoryExists,
  getDirectories: ts.sys.getDirectories,
  realpath: ts.sys.realpath,
};
const service = ts.createLanguageService(host, ts.createDocumentRegistry());

/** The name node of `iface` (when `member` is null) or of its member `member`, in a model file. */
function declarationName(file, iface, member) {
  const source = service.getProgram().getSourceFile(join(models, file));
  if (!source) return undefined;
  for (const statement of source.statements) {
    if (!ts.isInterfaceDeclaration(statement) || statement.name.text !== iface) continue;
    if (member === null) return statement.name;
    for (const element of statement.members) {
      if (element.name && ts.isIdentifier(element.name) && element.name.text === member) return element.name;
    }
  }
  return undefined;
}

/** A member named `member` inside the top-level declaration `owner` of `file` (any type literal in it). */
function shapeMemberName(file, owner, member) {
  const source = service.getProgram().getSourceFile(join(root, file));
  if (!source) return undefined;
  const declaration = source.statements.find(
    (statement) =>
      (ts.isFunctionDeclaration(statement) ||
        ts.isInterfaceDeclaration(statement) ||
        ts.isTypeAliasDeclaration(statement)) &&
      statement.name?.text === owner,
  );
  let found;
  (function visit(node) {
    if (found) return;
    if (ts.isPropertySignature(node) && ts.isIdentifier(node.name) && node.name.text === member) found = node.name;
    else ts.forEachChild(node, visit);
  })(declaration ?? source);
  return declaration ? found : undefined;
}

function hasMember(file, iface, member) {
  return declarationName(file, iface, member) !== undefined;
}

function nodeAt(source, position) {
  let found;
  (function visit(node) {
    if (position >= node.getStart(source) && position < node.getEnd()) {
      found = node;
      ts.forEachChild(node, visit);
    }
  })(source);
  return found;
}

/** For a dropped duplicate: the whole declaration to delete at this location, or undefined. */
function declarationToDelete(source, position) {
  const node = nodeAt(source, position);
  const parent = node?.parent;
  if (!parent) return undefined;
  if ((ts.isPropertySignature(parent) || ts.isPropertyAssignment(parent)) && parent.name === node) return parent;
  if (ts.isShorthandPropertyAssignment(parent)) return parent;
  // `x.old = value;`
  if (
    ts.isPropertyAccessExpression(parent) &&
    parent.name === node &&
    ts.isBinaryExpression(parent.parent) &&
    parent.parent.left === parent &&
    parent.parent.operatorToken.kind === ts.SyntaxKind.EqualsToken &&
    ts.isExpressionStatement(parent.parent.parent)
  ) {
    return parent.parent.parent;
  }
  return undefined;
}

/** Span of a node with its trailing comma / semicolon and line break, so no blank line is left. */
function deletionSpan(source, node) {
  const text = source.text;
  let start = node.getStart(source);
  let end = node.getEnd();
  if (text[end] === ',' || text[end] === ';') end += 1;
  const lineStart = text.lastIndexOf('\n', start - 1) + 1;
  if (/^\s*$/.test(text.slice(lineStart, start))) {
    const lineEnd = text.indexOf('\n', end);
    if (lineEnd >= 0 && /^\s*$/.test(text.slice(end, lineEnd))) {
      start = lineStart;
      end = lineEnd + 1;
    }
  }
  return { start, end };
}

const edits = new Map(); // file → [{ start, end, text }]
function addEdit(file, edit) {
  const list = edits.get(file) ?? [];
  if (!list.some((other) => other.start === edit.start && other.end === edit.end)) list.push(edit);
  edits.set(file, list);
}

const jobs = [
  ...RENAMES.map(([file, iface, member, to, flags]) => ({
    name: declarationName(file, iface, member),
    iface,
    member,
    to,
    flags,
    exists: member !== null && hasMember(file, iface, to),
  })),
  ...SHAPES.map(([file, owner, member, to]) => ({
    name: shapeMemberName(file, owner, member),
    iface: owner,
    member,
    to,
    exists: shapeMemberName(file, owner, to) !== undefined,
  })),
];

let applied = 0;
for (const { name, iface, member, to, flags = {}, exists } of jobs) {
  if (!name) continue; // already renamed (or the model no longer has it): nothing to do
  if (!flags.drop && exists) {
    console.warn(`skip ${iface}.${member}: ${iface} already has ${to}`);
    continue;
  }
  const source = name.getSourceFile();
  const locations =
    service.findRenameLocations(source.fileName, name.getStart(source), false, false, {
      providePrefixAndSuffixTextForRename: true,
    }) ?? [];
  for (const location of locations) {
    const target = service.getProgram().getSourceFile(location.fileName);
    const { start, length } = location.textSpan;
    if (flags.drop) {
      const declaration = declarationToDelete(target, start);
      if (declaration) {
        addEdit(location.fileName, { ...deletionSpan(target, declaration), text: '' });
        continue;
      }
    }
    const text = `${location.prefixText ?? ''}${to}${location.suffixText ?? ''}`;
    addEdit(location.fileName, { start, end: start + length, text });
  }
  applied += 1;
  console.log(`${member === null ? iface : `${iface}.${member}`} → ${to}: ${locations.length} places`);
}

// Keys written as string literal types, which findRenameLocations does not follow:
// Pick<User, 'screen_name'>, Omit<Status, 'user'>, Status['user'].
const renamedMembers = new Map(); // interface → Map(old → new)
for (const [, iface, member, to, flags = {}] of RENAMES) {
  if (member === null || flags.drop) continue;
  const byOld = renamedMembers.get(iface) ?? new Map();
  byOld.set(member, to);
  renamedMembers.set(iface, byOld);
}
const typeName = (node) =>
  node && ts.isTypeReferenceNode(node) && ts.isIdentifier(node.typeName) ? node.typeName.text : undefined;
for (const fileName of fileNames) {
  const source = service.getProgram().getSourceFile(fileName);
  if (!source) continue;
  (function visit(node) {
    let owner;
    let keys = [];
    if (ts.isTypeReferenceNode(node) && ['Pick', 'Omit'].includes(typeName(node)) && node.typeArguments?.length === 2) {
      owner = typeName(node.typeArguments[0]);
      keys = [node.typeArguments[1]];
    } else if (ts.isIndexedAccessTypeNode(node)) {
      owner = typeName(node.objectType);
      keys = [node.indexType];
    }
    const byOld = owner ? renamedMembers.get(owner) : undefined;
    if (byOld) {
      const literals = keys.flatMap((key) => (ts.isUnionTypeNode(key) ? key.types : [key]));
      for (const literal of literals) {
        if (!ts.isLiteralTypeNode(literal) || !ts.isStringLiteral(literal.literal)) continue;
        const to = byOld.get(literal.literal.text);
        if (!to) continue;
        const start = literal.literal.getStart(source) + 1;
        addEdit(fileName, { start, end: start + literal.literal.text.length, text: to });
      }
    }
    ts.forEachChild(node, visit);
  })(source);
}

let changedFiles = 0;
for (const [file, list] of edits) {
  list.sort((a, b) => b.start - a.start);
  let text = texts.get(file);
  let lastStart = Infinity;
  for (const edit of list) {
    if (edit.end > lastStart) continue; // inside a deleted declaration
    text = text.slice(0, edit.start) + edit.text + text.slice(edit.end);
    lastStart = edit.start;
  }
  if (text !== texts.get(file)) {
    changedFiles += 1;
    // Renames change line lengths: format as `pnpm lint` expects.
    const config = await prettier.resolveConfig(file);
    if (!dry) writeFileSync(file, await prettier.format(text, { ...config, filepath: file }));
  }
}
console.log(`${applied} mappings applied, ${changedFiles} files ${dry ? 'would change' : 'changed'}.`);

const leftover = new RegExp(`\\b(${LEFT_FOR_HAND.join('|')})\\b`);
const remaining = fileNames.filter((name) => leftover.test(readFileSync(name, 'utf8')));
if (remaining.length > 0) {
  console.log(`Left for hand edits (${LEFT_FOR_HAND.join(', ')}), still named in:`);
  for (const name of remaining) console.log(`  ${relative(root, name)}`);
}
