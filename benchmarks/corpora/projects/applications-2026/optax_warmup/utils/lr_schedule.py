import math


def warmup_cosine(peak_lr, warmup_steps, total_steps, final_frac=0.05):
    def schedule(step):
        if step < warmup_steps:
            return peak_lr * (step + 1) / warmup_steps
        progress = (step - warmup_steps) / max(1, total_steps - warmup_steps)
        cosine = 0.5 * (1.0 + math.cos(math.pi * min(progress, 1.0)))
        return peak_lr * (final_frac + (1 - final_frac) * cosine)
    return schedule
