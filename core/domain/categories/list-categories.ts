import { asc, eq } from "drizzle-orm";
import { assessmentCategoriesTable } from "@core/db/schema";
import type { Db } from "@core/db";
import { badRequest } from "@core/lib/errors";
import type { Category } from "@core/contract/assessments";
import type { Actor } from "../actor";
import { requireActing } from "../authorize";

/** The assessment categories (seeded by a migration), ordered by name. Any signed-in user, and API tokens. */
export async function listCategories(db: Db, actor: Actor): Promise<Category[]> {
  requireActing(actor);
  const c = assessmentCategoriesTable;
  return db.select({ id: c.id, name: c.name }).from(c).orderBy(asc(c.name));
}

/** 400 unless `categoryId` is absent, null or one of the categories. */
export async function assertCategory(db: Db, categoryId: string | null | undefined): Promise<void> {
  if (!categoryId) return;
  const c = assessmentCategoriesTable;
  const [row] = await db.select({ id: c.id }).from(c).where(eq(c.id, categoryId)).limit(1);
  if (!row) throw badRequest("Invalid request: category_id: not a category (see GET /api/categories)");
}
