import jax
import jax.numpy as jnp

from . import models
from .trainer import Trainer


def make_batches(key, n_batches, batch_size=32, dim=8, classes=3):
    centers = jax.random.normal(key, (classes, dim)) * 3.0
    batches = []
    for i in range(n_batches):
        k_lab, k_noise = jax.random.split(jax.random.fold_in(key, i))
        y = jax.random.randint(k_lab, (batch_size,), 0, classes)
        x = centers[y] + jax.random.normal(k_noise, (batch_size, dim))
        batches.append({"x": x, "y": y})
    return batches


def main():
    key = jax.random.PRNGKey(0)
    k_data, k_init = jax.random.split(key)
    batches = make_batches(k_data, 6)
    trainer = Trainer(models.init_mlp(k_init, [8, 16, 3]))
    for stage in range(3):
        loss = trainer.fit(batches, stage)
        print(f"stage {stage}: loss {loss:.4f}")
    acc = jnp.mean(trainer.predict(batches[0]["x"]) == batches[0]["y"])
    print(f"train accuracy {float(acc):.3f}")


if __name__ == "__main__":
    main()
