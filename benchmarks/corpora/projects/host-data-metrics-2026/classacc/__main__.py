import numpy as np
import optax
from flax import nnx

from . import data, metrics, model, train


def main():
    X, y = data.make_imbalanced(seed=5)
    is_test = data.train_test_split(len(X), 0.2, seed=5)
    print("train classes:", data.class_counts(y[~is_test]))
    net = model.Classifier(X.shape[1], 32, len(data.CLASS_NAMES), rngs=nnx.Rngs(0))
    optimizer = nnx.Optimizer(net, optax.adam(1e-2), wrt=nnx.Param)
    rng = np.random.default_rng(0)
    for epoch in range(3):
        totals = {}
        n_steps = 0
        for batch in data.batch_iter(X[~is_test], y[~is_test], 64, rng):
            out = train.train_step(net, optimizer, batch)
            metrics.fold(totals, out)
            n_steps += 1
        recall = metrics.recall_by_name(totals, data.CLASS_NAMES)
        line = " ".join(f"{k}:{v:.2f}" for k, v in recall.items())
        print(f"epoch {epoch} loss {float(totals['loss']) / n_steps:.4f} recall {line}")
    pred = np.asarray(train.predict(net, X[is_test]))
    print("test acc {:.3f}".format((pred == y[is_test]).mean()))


if __name__ == "__main__":
    main()
