import jax
import numpy as np

from . import data, metrics, train


def main():
    x, y = data.make_data(seed=2)
    holdout = np.arange(len(x)) >= 448
    mu, sd = data.input_stats(x[~holdout])
    params = train.init_ensemble(jax.random.PRNGKey(1), 4, x.shape[1], 24)
    print(f"{train.n_members(params)} members, input mean {np.round(mu, 2)}")
    rng = np.random.default_rng(0)
    for epoch in range(8):
        epoch_losses = []
        for xb, yb in data.minibatches(x[~holdout], y[~holdout], 32, rng):
            params, losses = train.ensemble_step(params, xb, yb, mu, sd)
            epoch_losses.append(np.asarray(losses))
        table = metrics.member_table(np.mean(epoch_losses, axis=0), "train")
        if epoch % 2 == 1:
            print(metrics.show(epoch, metrics.ensemble_summary(table)))
    mean, spread = train.ensemble_predict(params, x[holdout], mu, sd)
    print("holdout rmse %.4f, mean predictive std %.4f"
          % (float(train.rmse(mean, y[holdout])), float(spread.mean())))


if __name__ == "__main__":
    main()
