import numpy as np
import optax
from flax import nnx

from . import data, train
from .model import GNN


def main() -> None:
    cfg = data.CONFIG
    rng = np.random.default_rng(cfg["seed"])
    model = GNN(cfg["n_features"], cfg["hidden"], 2, rngs=nnx.Rngs(cfg["seed"]))
    optimizer = nnx.Optimizer(model, optax.adam(cfg["lr"]), wrt=nnx.Param)
    for step in range(cfg["steps"]):
        loss = train.train_step(model, optimizer, data.make_batch(rng, cfg))
        if step % 20 == 0:
            print(f"step {step:3d} loss {float(loss):.4f}")
    accs = [float(train.eval_step(model, data.make_batch(rng, cfg))) for _ in range(10)]
    print(f"eval accuracy {np.mean(accs):.3f}")


if __name__ == "__main__":
    main()
