import type { DocTreeNode } from '@fundpath/contracts/project-docs';

export interface TreeItem extends DocTreeNode {
  depth: number;
  children: TreeItem[];
}

/** Nests the flat list the server sends (siblings already in order); orphans become roots. */
export function buildTree(pages: readonly DocTreeNode[]): TreeItem[] {
  const byId = new Map<string, TreeItem>(pages.map((p) => [p.id, { ...p, depth: 0, children: [] }]));
  const roots: TreeItem[] = [];
  for (const page of pages) {
    const item = byId.get(page.id)!;
    const parent = page.parent_id ? byId.get(page.parent_id) : undefined;
    (parent ? parent.children : roots).push(item);
  }
  const setDepth = (items: TreeItem[], depth: number) => {
    for (const item of items) {
      item.depth = depth;
      item.children.sort((a, b) => a.position - b.position);
      setDepth(item.children, depth + 1);
    }
  };
  roots.sort((a, b) => a.position - b.position);
  setDepth(roots, 0);
  return roots;
}

/** Depth-first, in reading order. */
export function flatten(items: readonly TreeItem[]): TreeItem[] {
  return items.flatMap((item) => [item, ...flatten(item.children)]);
}

/** The ids of a page and everything below it (a page cannot move under any of them). */
export function subtreeIds(pages: readonly DocTreeNode[], id: string): Set<string> {
  const out = new Set([id]);
  let grew = true;
  while (grew) {
    grew = false;
    for (const p of pages)
      if (p.parent_id && out.has(p.parent_id) && !out.has(p.id)) {
        out.add(p.id);
        grew = true;
      }
  }
  return out;
}

/** Titles from the root down to the page, for the breadcrumb. */
export function pathTo(pages: readonly DocTreeNode[], id: string): DocTreeNode[] {
  const byId = new Map(pages.map((p) => [p.id, p]));
  const path: DocTreeNode[] = [];
  let current = byId.get(id);
  while (current && path.length < 64) {
    path.unshift(current);
    current = current.parent_id ? byId.get(current.parent_id) : undefined;
  }
  return path;
}
