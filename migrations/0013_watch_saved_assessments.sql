-- Assessments saved before vendor monitoring are watched like new ones: weekly, up to the
-- default cap of 100 watched vendors per organization (the rest off); archived ones off.
INSERT INTO `assessment_monitoring` (`assessment_id`, `organization_id`, `vendor_key`, `frequency`, `created_at`, `updated_at`, `updated_by`)
SELECT a.`id`, a.`organization_id`, a.`vendor_key`,
  CASE WHEN a.`status` = 'archived' THEN 'off' WHEN r.`rank` <= 100 THEN 'weekly' ELSE 'off' END,
  strftime('%Y-%m-%dT%H:%M:%fZ', 'now'), strftime('%Y-%m-%dT%H:%M:%fZ', 'now'), NULL
FROM `org_risk_assessments` AS a
LEFT JOIN (
  SELECT `organization_id`, `vendor_key`, DENSE_RANK() OVER (PARTITION BY `organization_id` ORDER BY MIN(`created_at`), `vendor_key`) AS `rank`
  FROM `org_risk_assessments` WHERE `status` <> 'archived' GROUP BY `organization_id`, `vendor_key`
) AS r ON r.`organization_id` = a.`organization_id` AND r.`vendor_key` = a.`vendor_key`
WHERE a.`id` NOT IN (SELECT `assessment_id` FROM `assessment_monitoring`);
--> statement-breakpoint
-- Their vendors are due at once: the first checks record the baselines later checks compare with.
INSERT OR IGNORE INTO `monitored_vendors` (`vendor_key`, `url`, `interval_seconds`, `next_check_at`, `created_at`, `updated_at`)
SELECT m.`vendor_key`, MIN(a.`url`), 604800, strftime('%Y-%m-%dT%H:%M:%fZ', 'now'), strftime('%Y-%m-%dT%H:%M:%fZ', 'now'), strftime('%Y-%m-%dT%H:%M:%fZ', 'now')
FROM `assessment_monitoring` AS m
INNER JOIN `org_risk_assessments` AS a ON a.`id` = m.`assessment_id`
WHERE m.`frequency` <> 'off'
GROUP BY m.`vendor_key`;
