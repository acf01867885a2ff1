"""``python -m robustfit``: parse the bindings, then fit and evaluate."""
from . import gin
from . import data, features, losses, train  # noqa: F401  (registers configurables)

BINDINGS = """
# Legendre-feature regression with 10% gross outliers.
make_dataset.n = 256
make_dataset.outlier_frac = 0.1
make_features.kind = 'legendre'
make_features.degree = 5
train.loss_fn = @winsorized
train.steps = 300
train.learning_rate = 0.05
train.l2 = 1e-4
winsorized.trim_frac = 0.15
huber.delta = 0.5
"""


def main():
    gin.parse_config(BINDINGS)
    x, y, x_test, y_test = data.make_dataset()
    phi, phi_test = features.make_features(x), features.make_features(x_test)
    w = train.train(phi, y)
    test_mse = float(((phi_test @ w - y_test) ** 2).mean())
    print(f"test mse on clean data: {test_mse:.4f}")


if __name__ == "__main__":
    main()
