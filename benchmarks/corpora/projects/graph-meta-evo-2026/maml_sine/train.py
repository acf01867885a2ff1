import jax
import optax

from .data import SineTasks
from .meta import make_meta_step
from .model import init_mlp


def train(cfg):
    key = jax.random.PRNGKey(cfg["seed"])
    params = init_mlp(key, (1, *cfg["hidden"], 1))
    optimizer = optax.adam(cfg["outer_lr"])
    opt_state = optimizer.init(params)
    meta_step = make_meta_step(optimizer)
    tasks = SineTasks(cfg["seed"])
    losses = []
    for it in range(cfg["meta_iters"]):
        batch = tasks.sample(cfg["meta_batch"], cfg["k_shot"], cfg["k_query"])
        params, opt_state, loss = meta_step(params, opt_state, batch, cfg)
        losses.append(float(loss))
        if it % cfg["log_every"] == 0:
            print(f"iter {it:3d}  meta-loss {losses[-1]:.3f}")
    return params, losses
