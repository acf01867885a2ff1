import numpy as np

from .annealing import annealed_plan
from .config import CONFIG
from .measures import gaussian_cloud, moons, uniform_weights
from .transport import barycentric_map, marginal_error, transport_cost


def main(cfg=CONFIG):
    rng = np.random.default_rng(cfg["seed"])
    x = gaussian_cloud(rng, cfg["n_source"], cfg["dim"], mean=0.5, scale=0.3)
    y = moons(rng, cfg["n_target"])
    a = uniform_weights(cfg["n_source"])
    b = uniform_weights(cfg["n_target"])
    plan, cost, _ = annealed_plan(x, y, a, b, cfg)
    mapped = np.asarray(barycentric_map(plan, y))
    print(f"transport cost {transport_cost(plan, cost):.4f}")
    print(f"marginal error {marginal_error(plan, a, b):.2e}")
    print(f"mean displacement {np.linalg.norm(mapped - x, axis=1).mean():.3f}")
