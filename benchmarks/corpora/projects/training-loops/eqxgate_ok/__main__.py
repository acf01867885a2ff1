import jax
import jax.numpy as jnp

from .models import GatedResNet
from .train import fit


def main():
    key = jax.random.PRNGKey(0)
    k_x, k_model = jax.random.split(key)
    x = jax.random.uniform(k_x, (64, 3), minval=-1.0, maxval=1.0)
    y = jnp.stack([x[:, 0] * x[:, 1], jnp.cos(x[:, 2])], axis=-1)
    model = GatedResNet(3, 16, 2, n_blocks=2, key=k_model)
    model, loss = fit(model, x, y, steps=30, learning_rate=1e-2)
    print(f"loss after training: {float(loss):.4f}")


main()
