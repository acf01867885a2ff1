import jax
import optax
from flax import nnx

from .data import batches, blobs
from .metrics import Counts
from .model import Classifier
from .steps import eval_step, train_step


def main() -> None:
    x, y = blobs(jax.random.PRNGKey(0), n=96, nclass=3, dim=4)
    model = Classifier(4, 16, 3, rngs=nnx.Rngs(0))
    optimizer = nnx.Optimizer(model, optax.adam(1e-2), wrt=nnx.Param)
    for _ in range(3):
        for xb, yb in batches(x, y, 32):
            train_step(model, optimizer, xb, yb)
    total = Counts.zeros()
    for xb, yb in batches(x, y, 32):
        counts, acc = eval_step(model, xb, yb)
        total = total.merge(counts)
    print(f"accuracy={total.accuracy:.3f} loss={float(total.mean_loss):.4f}")


if __name__ == "__main__":
    main()
