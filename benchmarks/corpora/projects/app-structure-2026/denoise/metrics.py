import numpy as np


def snr_db(clean, estimate):
    clean = np.asarray(clean)
    residual = clean - np.asarray(estimate)
    return float(10 * np.log10(np.sum(clean**2) / max(np.sum(residual**2), 1e-12)))


def format_row(step, values):
    return f"{step:>5d} | " + " | ".join(f"{k} {v:8.4f}" for k, v in values.items())
