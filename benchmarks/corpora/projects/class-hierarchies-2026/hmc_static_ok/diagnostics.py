import numpy as np


def autocorr(x, max_lag):
    x = x - x.mean()
    var = np.dot(x, x) / len(x)
    return np.array([np.dot(x[:len(x) - k], x[k:]) / (len(x) * var) for k in range(max_lag)])


def ess(chains):
    """Effective sample size per coordinate, with the initial positive
    sequence truncation, averaged over chains."""
    n_chains, n, dim = chains.shape
    out = np.zeros(dim)
    for d in range(dim):
        total = 0.0
        for c in range(n_chains):
            rho = autocorr(chains[c, :, d], min(n // 2, 100))
            cut = np.argmax(rho < 0.05) if np.any(rho < 0.05) else len(rho)
            total += n / (1 + 2 * rho[1:cut].sum())
        out[d] = total
    return out


def summarize(samples, accepts, true_std=None):
    samples = np.asarray(samples)
    report = {
        "accept_rate": float(np.asarray(accepts).mean()),
        "min_ess": float(ess(samples).min()),
    }
    if true_std is not None:
        est = samples.reshape(-1, samples.shape[-1]).std(axis=0)
        report["max_std_rel_err"] = float(np.max(np.abs(est / true_std - 1)))
    return report
