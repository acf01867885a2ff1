from __future__ import annotations

import jax

from .model import PooledClassifier, loss_and_grad


def main() -> None:
    key = jax.random.PRNGKey(5)
    k_m, k_x, k_y = jax.random.split(key, 3)
    x = jax.random.normal(k_x, (8, 2, 5))
    labels = jax.random.randint(k_y, (8,), 0, 3)
    model = PooledClassifier(d_in=10, chunk=4, n_classes=3, key=k_m)
    loss, grads = loss_and_grad(model, x, labels)
    print("loss", float(loss), "grad shape", grads.head.weight.shape)


if __name__ == "__main__":
    main()
