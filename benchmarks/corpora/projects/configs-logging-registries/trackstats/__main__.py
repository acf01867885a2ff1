import jax
import numpy as np

from . import loop, model


def main():
    rng = np.random.default_rng(2)
    x = rng.normal(size=(32, 4)).astype(np.float32)
    y = x @ np.array([0.5, -1.0, 2.0, 0.0], np.float32) + 1.0
    params = model.init(jax.random.PRNGKey(0), 4)
    params, avg = loop.train(params, x, y, epochs=20)
    print(f"average loss {float(avg):.4f}")
    print("w", np.round(np.asarray(params["w"]), 3))


main()
