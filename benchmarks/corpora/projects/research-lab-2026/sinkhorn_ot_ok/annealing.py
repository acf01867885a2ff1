from .costs import COSTS
from .solver import sinkhorn


def annealed_plan(x, y, a, b, cfg):
    cost = COSTS[cfg["cost"]](x, y)
    scale = cost.max()
    plan, f, g = sinkhorn(a, b, cost / scale, n_iters=cfg["n_iters"], eps_schedule=tuple(cfg["eps_schedule"]))
    return plan, cost, (f * scale, g * scale)
