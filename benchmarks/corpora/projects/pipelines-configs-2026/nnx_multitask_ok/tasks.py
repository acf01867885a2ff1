"""Task registry: names, output sizes and loss kinds."""
import collections

TaskSpec = collections.namedtuple("TaskSpec", ["name", "num_outputs", "kind", "weight"])

TASKS = (
    TaskSpec("parity", 2, "classification", 1.0),
    TaskSpec("quadrant", 4, "classification", 1.0),
    TaskSpec("radius", 1, "regression", 2.0),
)
TASK_NAMES = tuple(t.name for t in TASKS)


def spec(task_id):
    return TASKS[task_id]


def head_name(task_id):
    return "head_" + TASK_NAMES[task_id]
