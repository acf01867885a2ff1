import numpy as np


def autocorr(x):
    n = x.shape[0]
    x = x - x.mean()
    f = np.fft.rfft(x, n=2 * n)
    acf = np.fft.irfft(f * np.conj(f))[:n]
    return acf / acf[0]


def effective_sample_size(chains):
    m, n = chains.shape
    rho = np.mean([autocorr(c) for c in chains], axis=0)
    total = 0.0
    for t in range(1, n - 1, 2):
        pair = rho[t] + rho[t + 1]
        if pair < 0:
            break
        total += pair
    return m * n / (1.0 + 2.0 * total)


def split_rhat(chains):
    m, n = chains.shape
    half = n // 2
    splits = np.concatenate([chains[:, :half], chains[:, half:2 * half]], axis=0)
    means = splits.mean(axis=1)
    w = splits.var(axis=1, ddof=1).mean()
    b = half * means.var(ddof=1)
    var = (half - 1) / half * w + b / half
    return float(np.sqrt(var / w))


def summarize(samples, accepted, burn_in):
    samples = np.asarray(samples)[:, burn_in:]
    accepted = np.asarray(accepted)[:, burn_in:]
    rows = []
    for d in range(samples.shape[-1]):
        c = samples[..., d]
        rows.append({
            "dim": d,
            "mean": float(c.mean()),
            "sd": float(c.std()),
            "ess": float(effective_sample_size(c)),
            "rhat": split_rhat(c),
        })
    return rows, float(accepted.mean())
