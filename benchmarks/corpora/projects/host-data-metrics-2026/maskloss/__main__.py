import numpy as np

from . import data, metrics, ops, train


def main():
    cfg = dict(train.CONFIG)
    X, y = data.make_dataset(cfg["seed"])
    train_mask, test_mask = data.split_masks(len(X), 0.25, cfg["seed"])
    X_tr, X_te, stats = data.standardize_host(X[train_mask], X[test_mask])
    y_tr, y_te = y[train_mask], y[test_mask]
    print(f"train={train_mask.sum()} test={test_mask.sum()} feature sd range "
          f"[{stats['sd'].min():.3f}, {stats['sd'].max():.3f}]")
    params, per_epoch = train.fit(X_tr, y_tr, cfg)
    pred = np.asarray(ops.linear(params, X_te))
    all_test = np.ones(len(y_te), dtype=bool)
    final = {**per_epoch[-1], "test_rmse": metrics.host_rmse(pred, y_te, all_test)}
    print(metrics.format_metrics(final, prefix="final: "))


if __name__ == "__main__":
    main()
