import jax
import jax.numpy as jnp
import numpy as np

from .config import CONFIG
from .data import make_regression, sample_batch
from .models import init_params, forward
from .train import build_step
from .utils import step_decay, save_params


def run(cfg=CONFIG):
    d, m, o, t = cfg["data"], cfg["model"], cfg["optim"], cfg["train"]
    x, y = make_regression(d["n_train"], d["in_dim"], d["noise"], seed=0)
    xt, yt = make_regression(d["n_test"], d["in_dim"], d["noise"], seed=1)
    params = init_params(jax.random.key(0), d["in_dim"], m)
    velocity = jax.tree.map(jnp.zeros_like, params)
    schedule = step_decay(o["lr"], o["decay_every"], o["decay_factor"])
    step = build_step(o["momentum"], m)
    rng = np.random.default_rng(0)
    for i in range(t["steps"]):
        batch = sample_batch(x, y, t["batch_size"], rng)
        params, velocity, loss = step(params, velocity, batch, schedule(i))
        if i % t["log_every"] == 0:
            print("step %4d lr %.4f loss %.4f" % (i, schedule(i), float(loss)))
    test_mse = float(jnp.mean((forward(params, xt, m) - yt) ** 2))
    print("test mse %.4f" % test_mse)
    save_params(t["ckpt_path"], params)
