import jax
import jax.numpy as jnp

from .fm_warmup_config import TrainConfig
from .fm_warmup_train import fit

cfg = TrainConfig()
x = jax.random.normal(jax.random.key(0), (64, 5))
y = x @ jnp.arange(1.0, 6.0)
w, loss = fit(jnp.zeros(5), x, y, cfg)
print("final loss:", float(loss))
