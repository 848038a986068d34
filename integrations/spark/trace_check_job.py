"""trace-check over a fleet of logs on Apache Spark.

Each log is piped through the trace-check binary, which the job ships to the executors with
SparkContext.addFile; the NDJSON violations become a DataFrame, written as Parquet, and the
triage table (violations grouped by fingerprint, most frequent first) is computed in Spark SQL
and written as Parquet and as JSON lines.

    spark-submit integrations/spark/trace_check_job.py \
        --binary .build/release/trace-check --logs 's3a://bucket/logs/2024-06-*/' --output s3a://bucket/trace-check/

Verdicts are per process launch, so logs are independent: Spark may split them over any
number of executors. Names in the reports are the log paths relative to --root (default: the
--logs path), so they match a local `trace-check triage` run over the same folder.
"""

import argparse
import json
import os
import subprocess

from pyspark import SparkFiles
from pyspark.sql import SparkSession
from pyspark.sql import types as T

# The NDJSON violation, as `trace-check -f ndjson` writes it (README, "Output formats").
LOCATION = T.StructType([
    T.StructField("file", T.StringType()),
    T.StructField("line", T.LongType()),
    T.StructField("time", T.StringType()),
])
VIOLATION = T.StructType([
    T.StructField("fingerprint", T.StringType()),
    T.StructField("rule", T.StringType()),
    T.StructField("severity", T.StringType()),
    T.StructField("message", T.StringType()),
    T.StructField("hint", T.StringType()),
    T.StructField("object", T.StructType([
        T.StructField("class", T.StringType()),
        T.StructField("address", T.StringType()),
        T.StructField("incarnation", T.LongType()),
        T.StructField("process", T.StringType()),
        T.StructField("pid", T.LongType()),
        T.StructField("device", T.StringType()),
    ])),
    T.StructField("location", LOCATION),
    T.StructField("related", T.ArrayType(T.StructType([
        T.StructField("message", T.StringType()),
        T.StructField("location", LOCATION),
    ]))),
    T.StructField("excerpt", T.ArrayType(T.StringType())),
])

# The triage table of `trace-check triage`, in SQL: one row per fingerprint, most frequent first
# (then in more logs, then by fingerprint). A device is the device name the log's lines give
# (object.device: the syslog/idevicesyslog host field), else the log; a launch is a process name and pid within a log; the
# first and last times are those of the earliest and latest dated violation, as printed, compared
# on the logs' wall clock (the UTC offset is ignored, as triage does); the example is the first
# violation in input order (logs in folder order, then line, rule and message).
TRIAGE_SQL = """
WITH v AS (
  SELECT *,
         CAST(regexp_extract(location.time,
              '^([0-9]{4}-[0-9]{2}-[0-9]{2}T[0-9]{2}:[0-9]{2}(:[0-9]{2}([.][0-9]+)?)?)', 1) AS TIMESTAMP) AS wall,
         CASE severity WHEN 'error' THEN 3 WHEN 'warning' THEN 2 ELSE 1 END AS severity_rank
  FROM violations
)
SELECT fingerprint,
       first(rule) AS rule,
       CASE max(severity_rank) WHEN 3 THEN 'error' WHEN 2 THEN 'warning' ELSE 'note' END AS severity,
       first(object.class) AS class,
       count(*) AS count,
       count(DISTINCT location.file) AS logs,
       count(DISTINCT coalesce(concat('device\u0000', object.device), concat('file\u0000', location.file))) AS devices,
       count(DISTINCT concat_ws('\u0000', location.file, coalesce(object.process, ''),
                                coalesce(CAST(object.pid AS STRING), ''))) AS launches,
       min_by(CASE WHEN wall IS NOT NULL THEN location.time END, wall) AS firstTime,
       max_by(CASE WHEN wall IS NOT NULL THEN location.time END, wall) AS lastTime,
       min(struct(location.file AS file, location.line AS line, rule, message)) AS example
FROM v
GROUP BY fingerprint
ORDER BY count DESC, logs DESC, fingerprint ASC
"""


def check_logs(rows, binary_name, root, extra_args):
    """Pipe each (path, bytes) through trace-check on the executor; yield violation dicts."""
    binary = SparkFiles.get(binary_name)
    if not os.access(binary, os.X_OK):
        os.chmod(binary, 0o755)
    for path, content in rows:
        name = relative_name(path, root)
        done = subprocess.run([binary, "check", "-f", "ndjson", "--stdin-name", name] + extra_args + ["-"],
                              input=bytes(content), stdout=subprocess.PIPE, stderr=subprocess.PIPE)
        # 0: clean, 1: violations found; anything else means the log was not checked.
        if done.returncode not in (0, 1):
            raise RuntimeError(f"trace-check failed on {name} ({done.returncode}): {done.stderr.decode(errors='replace')}")
        for line in done.stdout.splitlines():
            if line.strip():
                yield json.loads(line)


def relative_name(path, root):
    """`file:/data/fleet/device-1/a.log` with root `/data/fleet` -> `fleet/device-1/a.log`-style
    names as trace-check prints them for the same folder given on its command line."""
    for prefix in ("file://", "file:"):
        if path.startswith(prefix):
            path = path[len(prefix):]
            break
    root_path = root
    for prefix in ("file://", "file:"):
        if root_path.startswith(prefix):
            root_path = root_path[len(prefix):]
            break
    absolute_root = os.path.abspath(root_path).rstrip("/")
    if path.startswith(absolute_root + "/"):
        return root.rstrip("/") + "/" + path[len(absolute_root) + 1:]
    return path


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--binary", required=True, help="the trace-check executable to ship to the executors")
    parser.add_argument("--logs", required=True, help="folder or glob of logs (any Hadoop file system: file:, s3a:, hdfs:)")
    parser.add_argument("--root", help="what log names are relative to (default: --logs)")
    parser.add_argument("--output", required=True, help="folder for violations.parquet, triage.parquet and triage.json")
    parser.add_argument("--partitions", type=int, default=0, help="partitions of the log list (default: Spark's)")
    parser.add_argument("--master", default=None, help="Spark master when not run by spark-submit (local[*] for a test)")
    parser.add_argument("trace_check_args", nargs="*", help="extra check flags after --, such as --only RULE")
    args = parser.parse_args()

    builder = (SparkSession.builder.appName("trace-check fleet").config("spark.sql.session.timeZone", "UTC")
               .config("spark.ui.showConsoleProgress", "false"))
    if args.master:
        builder = builder.master(args.master)
    spark = builder.getOrCreate()
    sc = spark.sparkContext
    sc.addFile(os.path.abspath(args.binary))
    binary_name = os.path.basename(args.binary)
    root = args.root or args.logs

    # binaryFiles reads folders recursively with this setting, as trace-check walks them.
    sc._jsc.hadoopConfiguration().set("mapreduce.input.fileinputformat.input.dir.recursive", "true")
    logs = sc.binaryFiles(args.logs)
    if args.partitions:
        logs = logs.repartition(args.partitions)
    extra = list(args.trace_check_args)
    found = logs.mapPartitions(lambda rows: check_logs(rows, binary_name, root, extra))
    violations = spark.read.schema(VIOLATION).json(found.map(json.dumps))
    violations.write.mode("overwrite").parquet(args.output.rstrip("/") + "/violations.parquet")

    spark.read.parquet(args.output.rstrip("/") + "/violations.parquet").createOrReplaceTempView("violations")
    triage = spark.sql(TRIAGE_SQL)
    triage.write.mode("overwrite").parquet(args.output.rstrip("/") + "/triage.parquet")
    # One JSON-lines file in the table's order, for dashboards and for the test that compares it with `trace-check triage`.
    triage.coalesce(1).write.mode("overwrite").json(args.output.rstrip("/") + "/triage.json")
    print(f"trace-check fleet: {triage.count()} groups -> {args.output}")
    spark.stop()


if __name__ == "__main__":
    main()
