from typing import Callable, Dict, NamedTuple


class TaskSpec(NamedTuple):
    name: str
    output_dim: Callable
    loss: Callable
    metric: Callable


TASKS: Dict[str, TaskSpec] = {}


def task(name, output_dim):
    def register(loss_fn):
        metric = getattr(loss_fn, "metric", None)
        TASKS[name] = TaskSpec(name, output_dim, loss_fn, metric)
        return loss_fn

    return register


def get_task(name) -> TaskSpec:
    if name not in TASKS:
        raise KeyError(f"task {name!r} is not registered (have {sorted(TASKS)})")
    return TASKS[name]
