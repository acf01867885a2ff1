import jax

from .data import make_data, train_test_split
from .fit import fit, predict
from .solve import mse


def main() -> None:
    x, y = make_data(jax.random.PRNGKey(0), n=64)
    (xtr, ytr), (xte, yte) = train_test_split(x, y)
    for degree in (1, 3, 5):
        res = fit(xtr, ytr, degree)
        test = mse(predict(res.coef, xte), yte)
        print(f"degree={degree} train={float(res.train_mse):.4f} test={float(test):.4f}")


if __name__ == "__main__":
    main()
