import numpy as np

from . import data, metrics, model, train


def main():
    batches, w_true = data.make_batches(n_steps=60, batch_size=16, dim=5)
    params = model.init_params(dim=5)
    params = train.train(params, data.stack(batches))
    err = float(np.max(np.abs(np.asarray(params["w"]) - w_true)))
    for name, s in metrics.summary().items():
        print(f"{name:10s} first {s['first']:.4f} last {s['last']:.4f} mean {s['mean']:.4f}")
    print(f"max weight error {err:.4f}")


if __name__ == "__main__":
    main()
