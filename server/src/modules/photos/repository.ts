import { and, eq, ne, sql } from 'drizzle-orm';
import type { TDb } from '../../db/client';
import { foodItems, photoFiles, type TStoredPhoto } from '../../db/schema';
import type { TDerivedFile } from './process';

export function photosRepository(db: TDb) {
  return {
    /** The food item's stored photo (undefined: no such food item; null: no photo). */
    async storedPhoto(foodItemId: number): Promise<TStoredPhoto | null | undefined> {
      const [row] = await db
        .select({ photo: foodItems.photo })
        .from(foodItems)
        .where(eq(foodItems.id, foodItemId));
      return row ? row.photo : undefined;
    },
    async fileBytes(file: string): Promise<Buffer | undefined> {
      const [row] = await db
        .select({ bytes: photoFiles.bytes })
        .from(photoFiles)
        .where(eq(photoFiles.file, file));
      return row?.bytes;
    },
    async file(file: string) {
      const [row] = await db
        .select({ bytes: photoFiles.bytes, contentType: photoFiles.contentType })
        .from(photoFiles)
        .where(eq(photoFiles.file, file));
      return row;
    },
    /**
     * Replaces the food item's photo and its files in one transaction: its files other than `keep` (the
     * original, when only the crop changed) go. False when the food item no longer exists.
     */
    replace(foodItemId: number, photo: TStoredPhoto | null, files: TDerivedFile[], keep?: string) {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .select({ id: foodItems.id })
          .from(foodItems)
          .where(eq(foodItems.id, foodItemId))
          .for('update');
        if (!row) return false;
        await tx
          .delete(photoFiles)
          .where(
            keep
              ? and(eq(photoFiles.foodItemId, foodItemId), ne(photoFiles.file, keep))
              : eq(photoFiles.foodItemId, foodItemId),
          );
        if (files.length > 0)
          await tx
            .insert(photoFiles)
            .values(
              files.map((f) => ({ file: f.name, foodItemId, contentType: f.contentType, bytes: f.bytes })),
            )
            .onConflictDoNothing();
        await tx.update(foodItems).set({ photo, updatedAt: sql`now()` }).where(eq(foodItems.id, foodItemId));
        return true;
      });
    },
  };
}
