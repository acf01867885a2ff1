import jax
import jax.numpy as jnp

from .config import CONFIG
from .train import train


def main():
    model, state = train(CONFIG)
    z = jax.random.normal(jax.random.PRNGKey(1), (4, CONFIG["latent_dim"]))
    samples = jax.nn.sigmoid(model.apply({"params": state.params}, z, method=model.decode))
    print("mean sample activation", jnp.round(samples.mean(axis=-1), 3))


if __name__ == "__main__":
    main()
