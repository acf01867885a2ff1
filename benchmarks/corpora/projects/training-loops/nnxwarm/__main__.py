import jax
import jax.numpy as jnp
from flax import nnx

from .models import TiedResidualMLP
from .train import make_optimizer, train_step


def main():
    key = jax.random.PRNGKey(0)
    k_x, k_w = jax.random.split(key)
    x = jax.random.normal(k_x, (128, 6))
    w_true = jax.random.normal(k_w, (6, 2))
    y = jnp.sin(x @ w_true)
    model = TiedResidualMLP(6, 24, 2, n_layers=3, warmup=5, rngs=nnx.Rngs(0))
    optimizer = make_optimizer(model, 3e-3)
    for step in range(20):
        loss = train_step(model, optimizer, x, y)
    print(f"final loss {float(loss):.4f}, calls {int(model.count[...])}")


main()
