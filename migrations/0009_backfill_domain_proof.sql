-- Which organizations already hold their domain with proof. A domain set when the organization
-- was founded came with proof: sign-up sets one only for an account its Workspace manages (`hd`),
-- and a platform super admin's creation is the platform's own word. A domain an admin set later
-- through the settings (an ORGANIZATION_UPDATED entry changing it) was never proved: it stays
-- without proof, routes nobody and is dropped when an account of that domain's Workspace arrives.
UPDATE `organizations`
SET `domain_proof` = CASE
      WHEN EXISTS (
        SELECT 1 FROM `audit_logs` a
        WHERE a.`resource_id` = `organizations`.`id` AND a.`action` = 'ORGANIZATION_CREATED'
          AND json_extract(a.`details`, '$.by') = 'platform'
      ) THEN 'platform'
      ELSE 'workspace'
    END,
    `domain_verified_at` = `created_at`
WHERE `domain` IS NOT NULL
  AND `is_personal` = 0
  AND NOT EXISTS (
    SELECT 1 FROM `audit_logs` a
    WHERE a.`resource_id` = `organizations`.`id` AND a.`action` = 'ORGANIZATION_UPDATED'
      AND json_extract(a.`details`, '$.changes.domain') IS NOT NULL
  );
--> statement-breakpoint
-- A personal organization never holds a domain.
UPDATE `organizations` SET `domain` = NULL WHERE `is_personal` = 1 AND `domain` IS NOT NULL;
