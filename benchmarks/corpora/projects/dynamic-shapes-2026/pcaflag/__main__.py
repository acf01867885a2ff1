import numpy as np

from . import data, evaluate, model

N_COMPONENTS = 3
PERCENTILES = [95.0, 98.0]


def main() -> None:
    x, is_outlier = data.make_readings(data.SETTINGS)
    pca = model.fit_pca(x, N_COMPONENTS)
    for q in PERCENTILES:
        flags, scores, thr = evaluate.flag_anomalies(pca, x, q)
        p, r = evaluate.precision_recall(np.asarray(flags), is_outlier)
        print(f"q={q:.0f}: threshold {float(thr):.3f}, flagged {int(flags.sum())}, precision {p:.2f}, recall {r:.2f}")


if __name__ == "__main__":
    main()
