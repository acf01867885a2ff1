import jax
import numpy as np

from .data import SineTasks
from .meta import task_loss
from .model import mse


def evaluate(params, cfg):
    """Query loss before and after inner-loop adaptation on fresh tasks."""
    tasks = SineTasks(cfg["seed"] + 123).sample(cfg["eval_tasks"], cfg["k_shot"], cfg["k_query"])
    pre = jax.vmap(lambda t: mse(params, t["x_query"], t["y_query"]))(tasks)
    post = jax.vmap(lambda t: task_loss(params, t, cfg))(tasks)
    return float(np.mean(pre)), float(np.mean(post))
