#!/usr/bin/env python3
"""Fit per-GPU hardware profiles (kernel efficiency curves, memory-bound constants,
collective parameters) from the microbenchmark tables in tests/data/calibration/microbenchmarks.

    scripts/fit-profile.py                      print every fit with its median and p90 error
    scripts/fit-profile.py --out FILE           also write the profiles as JSON (FILE "-" = stdout)
    scripts/fit-profile.py --check FILE         exit 1 when FILE differs from what the data gives
    options: --data DIR (default: the repository's microbenchmark folder), --quiet

Python 3 standard library only. The fits are deterministic (grid search plus golden-section
refinement, fixed summation order), so the committed tests/data/calibration/fitted-profiles.json
can be checked against a fresh run (CTest: fit_profile_up_to_date).

Forms (see docs/time-model-validation.md):
  GEMM, per layout:      e(F) = max_efficiency * F / (F + half_flops),  F = 2 b m n k
  grouped expert GEMM:   e(M) = max_efficiency * M / (M + half_tokens), M = tokens per local expert
  flash attention:       e(F) on CAUSAL FLOPs: F = SimuMax's count / 2, e = SimuMax's e / 2
  collectives:           t = fixed + steps * step_latency + bytes * factor / (bandwidth * efficiency)
Efficiencies are least-squares fits on the efficiency values; errors are reported as the
relative error of the kernel time the fit implies, predicted / measured - 1 = e_meas / e_fit - 1.
"""
import argparse
import json
import math
import os
import statistics
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
DEFAULT_DATA = os.path.join(HERE, '..', 'tests', 'data', 'calibration', 'microbenchmarks')
SIGNIFICANT = 4  # digits kept in the written profile

# Layouts as SimuMax's GEMM benchmark runs them with Transformer Engine's general_gemm.
GEMM_LAYOUTS = (('forward', 'TN', 'bf16'), ('input_grad', 'NN', 'bf16'), ('weight_grad', 'NT', 'fp32'))
# Grouped GEMM stages; the weight gradient accumulates into an fp32 main gradient (Megatron's default).
GROUPED_STAGES = (('forward', 'fwd', None), ('input_grad', 'bwd_grad_act', None), ('weight_grad', 'bwd_grad_w', 'fp32'))
# SimuMax operation names -> profile names.
SIMUMAX_OPS = (('all_reduce', 'all_reduce'), ('all_gather', 'all_gather'), ('reduce_scatter', 'reduce_scatter'),
               ('all_to_all', 'all2all'), ('send_recv', 'p2p'))


class DataError(Exception):
    """A microbenchmark file is missing or lacks a field the fit needs."""


def fail(message):
    print(f'fit-profile.py: {message}', file=sys.stderr)
    sys.exit(2)


# ---------------------------------------------------------------- numbers -----------------------

def rounded(x):
    if x == 0 or not math.isfinite(x):
        return x
    return float(f'{x:.{SIGNIFICANT}g}')


def quantile(values, q):
    """Linear-interpolated quantile (q in [0, 1]) of a non-empty list."""
    xs = sorted(values)
    pos = (len(xs) - 1) * q
    lo = int(math.floor(pos))
    hi = min(lo + 1, len(xs) - 1)
    return xs[lo] + (xs[hi] - xs[lo]) * (pos - lo)


def error_summary(predicted_time_ratio):
    """Median and p90 of |error| for a list of predicted/measured - 1 values."""
    a = [abs(e) for e in predicted_time_ratio]
    return {'n': len(a), 'median': statistics.median(a), 'p90': quantile(a, 0.9), 'max': max(a)}


def fit_saturating(xs, ys, log_lo, log_hi):
    """Least squares of y = e_max * x / (x + h): closed-form e_max for each h, grid over log10 h
    then golden-section refinement. Returns (e_max, h)."""
    def sse_at(log_h):
        h = 10.0 ** log_h
        g = [x / (x + h) for x in xs]
        e = sum(y * gi for y, gi in zip(ys, g)) / sum(gi * gi for gi in g)
        return sum((e * gi - y) ** 2 for gi, y in zip(g, ys)), e

    step = 0.025
    n = int(round((log_hi - log_lo) / step))
    grid = [log_lo + i * step for i in range(n + 1)]
    best = min(range(len(grid)), key=lambda i: sse_at(grid[i])[0])
    a, b = grid[max(best - 1, 0)], grid[min(best + 1, n)]
    ratio = (math.sqrt(5) - 1) / 2
    for _ in range(60):
        c, d = b - ratio * (b - a), a + ratio * (b - a)
        if sse_at(c)[0] <= sse_at(d)[0]:
            b = d
        else:
            a = c
    log_h = (a + b) / 2
    return sse_at(log_h)[1], 10.0 ** log_h


def solve_linear(a, b):
    """Gaussian elimination with partial pivoting for a small dense system."""
    n = len(a)
    m = [row[:] + [v] for row, v in zip(a, b)]
    for c in range(n):
        p = max(range(c, n), key=lambda r: abs(m[r][c]))
        m[c], m[p] = m[p], m[c]
        if m[c][c] == 0:
            raise DataError('collective fit: singular system (not enough distinct sizes or group sizes)')
        for r in range(n):
            if r != c:
                f = m[r][c] / m[c][c]
                for k in range(c, n + 1):
                    m[r][k] -= f * m[c][k]
    return [m[i][n] / m[i][i] for i in range(n)]


# ---------------------------------------------------------------- reading -----------------------

def load(folder, name):
    path = os.path.join(folder, name)
    try:
        with open(path, encoding='utf-8') as f:
            return json.load(f)
    except OSError as e:
        raise DataError(f'{path}: cannot read: {e.strerror}')
    except json.JSONDecodeError as e:
        raise DataError(f'{path}: line {e.lineno}: invalid JSON: {e.msg}')


def field(obj, key, where):
    if not isinstance(obj, dict) or key not in obj:
        raise DataError(f'{where}: missing field "{key}"')
    return obj[key]


def number(obj, key, where):
    v = field(obj, key, where)
    if isinstance(v, bool) or not isinstance(v, (int, float)) or not math.isfinite(v) or v <= 0:
        raise DataError(f'{where}.{key}: must be a positive number, got {json.dumps(v)}')
    return float(v)


def table(doc, key, name):
    rows = field(doc, key, name)
    if not isinstance(rows, list) or not rows:
        raise DataError(f'{name}.{key}: must be a non-empty list')
    return rows


# ---------------------------------------------------------------- fits ---------------------------

class Report:
    """Collects the printed fit table (one line per fit)."""

    def __init__(self, quiet):
        self.quiet = quiet

    def line(self, text):
        if not self.quiet:
            print(text)

    def fit(self, what, params, errors):
        p = ', '.join(f'{k} {v:.4g}' for k, v in params.items())
        self.line(f'  {what:42s} {p:46s} n={errors["n"]:3d}  |time err| median {100 * errors["median"]:5.1f} %'
                  f'  p90 {100 * errors["p90"]:5.1f} %  max {100 * errors["max"]:5.1f} %')


def time_errors(fitted, measured):
    return [m / f - 1 for f, m in zip(fitted, measured)]


def fit_curve(report, label, sizes, eff, log_lo, log_hi, half_key):
    """Fit e_max * x / (x + x_half) to measured efficiencies; report it; return the preset's JSON."""
    e_max, half = fit_saturating(sizes, eff, log_lo, log_hi)
    fitted = [e_max * x / (x + half) for x in sizes]
    report.fit(label, {'max_efficiency': e_max, half_key: half}, error_summary(time_errors(fitted, eff)))
    return {'max_efficiency': rounded(e_max), half_key: rounded(half)}


def fit_gemm(doc, name, report):
    rows = table(doc, 'gemm', name)
    out = {}
    for key, layout, out_dtype in GEMM_LAYOUTS:
        sel = [(i, r) for i, r in enumerate(rows) if r.get('layout') == layout and r.get('out_dtype') == out_dtype]
        if len(sel) < 3:
            raise DataError(f'{name}.gemm: fewer than 3 rows with layout {layout} and out_dtype {out_dtype}')
        flops = [2 * number(r, 'b', f'{name}.gemm[{i}]') * number(r, 'm', f'{name}.gemm[{i}]') *
                 number(r, 'n', f'{name}.gemm[{i}]') * number(r, 'k', f'{name}.gemm[{i}]') for i, r in sel]
        eff = [number(r, 'efficiency', f'{name}.gemm[{i}]') for i, r in sel]
        out[key] = fit_curve(report, f'GEMM {key} ({layout}, {out_dtype} out)', flops, eff, 6, 14, 'half_flops')
    return out


def fit_grouped(doc, name, report):
    rows = table(doc, 'grouped_gemm', name)
    out = {}
    for key, stage, main_grad in GROUPED_STAGES:
        sel = [(i, r) for i, r in enumerate(rows)
               if r.get('stage') == stage and (main_grad is None or r.get('main_grad_dtype') == main_grad)]
        if len(sel) < 3:
            raise DataError(f'{name}.grouped_gemm: fewer than 3 rows with stage {stage}')
        tokens = [number(r, 'M', f'{name}.grouped_gemm[{i}]') for i, r in sel]
        eff = [number(r, 'efficiency', f'{name}.grouped_gemm[{i}]') for i, r in sel]
        out[key] = fit_curve(report, f'grouped GEMM {key} ({stage})', tokens, eff, 0, 6, 'half_tokens')
    return out


def fit_attention(doc, name, report):
    """SimuMax runs flash attention with causal=True but counts non-causal FLOPs (forward
    2 b s^2 h (d_qk + d_v), backward 2.5 x that). The kernel skips the masked half, so the
    executed FLOPs are half the counted ones: causal F = counted / 2, efficiency = SimuMax's / 2."""
    out = {}
    for key, table_key, multiplier in (('forward', 'attention_forward', 2.0), ('backward', 'attention_backward', 5.0)):
        rows = table(doc, table_key, name)
        flops, eff = [], []
        for i, r in enumerate(rows):
            where = f'{name}.{table_key}[{i}]'
            counted = (multiplier * number(r, 'batch', where) * number(r, 'seq_len', where) ** 2 *
                       number(r, 'head_num', where) * (number(r, 'qk_head_dim', where) + number(r, 'v_head_dim', where)))
            flops.append(counted / 2)
            eff.append(number(r, 'efficiency', where) / 2)
        out[key] = fit_curve(report, f'flash attention {key} (causal FLOPs)', flops, eff, 8, 15, 'half_flops')
    return out


def fit_attention_kernels(doc, name, report):
    """Per-kernel attention curves from a paper's bar charts (cuDNN = Transformer Engine's fused
    attention, the profile's `attention`; FlashAttention-2 = its `flash_attention_2`) (TFLOP/s per sequence length at a
    fixed token count): FLOPs of one call = 4 b s^2 h d forward (halved for the causal panel),
    2.5 x that backward. The backward panel has no causal mask; its rows are used as they are,
    their FLOPs counted like a causal call's (halved), so the fit's size axis matches how the
    estimator calls it. Returns {kernel: {forward, backward}}."""
    peak = number(doc, 'peak_tflops_bf16', name)
    heads, head_dim, tokens = (number(doc, k, name) for k in ('heads', 'head_dim', 'tokens'))
    out = {}
    for kernel in ('flash_attention_2', 'cudnn'):
        out[kernel] = {}
        for key, table_key, multiplier in (('forward', 'forward_causal', 1.0), ('backward', 'backward', 2.5)):
            flops, eff = [], []
            for i, r in enumerate(table(doc, table_key, name)):
                where = f'{name}.{table_key}[{i}]'
                s = number(r, 'seq_len', where)
                batch = tokens / s
                flops.append(multiplier * 4 * batch * s * s * heads * head_dim / 2)
                eff.append(number(r, kernel, where) / peak)
            out[kernel][key] = fit_curve(report, f'{kernel} {key} (causal FLOPs)', flops, eff, 8, 15, 'half_flops')
    return out


def memory_constants(doc, name, report):
    ops = field(doc, 'memory_bound_ops', name)
    where = f'{name}.memory_bound_ops'
    default = field(ops, 'default', where)
    permute = [number(field(ops, k, where), 'efficient_factor', f'{where}.{k}') for k in ('permute_fwd', 'permute_bwd')]
    latency = field(default, 'latency_us', f'{where}.default')
    out = {'hbm_efficiency': rounded(number(default, 'efficient_factor', f'{where}.default')),
           'kernel_latency_us': rounded(float(latency)),
           'cross_entropy_efficiency': rounded(number(field(ops, 'ce', where), 'efficient_factor', f'{where}.ce')),
           'permute_efficiency': rounded(sum(permute) / 2)}
    report.line(f'  {"memory-bound (copied)":42s} HBM x {out["hbm_efficiency"]} + {out["kernel_latency_us"]} us, '
                f'cross-entropy {out["cross_entropy_efficiency"]}, permute {out["permute_efficiency"]} '
                f'(mean of forward {permute[0]:.4g} and backward {permute[1]:.4g})')
    return out


def simumax_collectives(doc, name, tier, report):
    """SimuMax's own fitted parameters of one link tier, copied (its compute_net_op_time form)."""
    where = f'{name}.networks.{tier}'
    ops = field(field(field(doc, 'networks', name), tier, f'{name}.networks'), 'op', where)
    out = {}
    for key, simumax in SIMUMAX_OPS:
        op = ops.get(simumax)
        if not op or 'efficient_factor' not in op:
            continue
        entry = {'efficiency': rounded(number(op, 'efficient_factor', f'{where}.op.{simumax}')),
                 'step_latency_us': rounded(float(field(op, 'latency_us', f'{where}.op.{simumax}'))),
                 'fixed_latency_us': rounded(float(op.get('fixed_latency_us', 0.0)))}
        by_size = op.get('fixed_latency_us_by_comm_num') or {}
        if by_size:
            entry['fixed_latency_us_by_group_size'] = {k: rounded(float(v)) for k, v in sorted(by_size.items(), key=lambda kv: int(kv[0]))}
        out[key] = entry
    report.line(f'  collectives (copied, {tier}): ' + '; '.join(
        f'{k} eff {v["efficiency"]} step {v["step_latency_us"]} us fixed {v["fixed_latency_us"]} us' for k, v in out.items()))
    return out


def fit_all_reduce(doc, name, report):
    """Ring all-reduce t = fixed + 2(n-1) step + S 2(n-1)/n / (B eff), weighted least squares in
    relative time (weights 1/t^2) over every group size and message size of the table."""
    bandwidth = number(doc, 'link_bandwidth_GBps', name) * 1e9
    rows = table(doc, 'rows', name)
    pts = []
    for i, r in enumerate(rows):
        where = f'{name}.rows[{i}]'
        n = number(r, 'gpus', where)
        if n < 2:
            raise DataError(f'{where}.gpus: an all-reduce needs at least 2 GPUs, got {r["gpus"]}')
        pts.append((n, number(r, 'bytes', where), number(r, 'time_us', where) * 1e-6))
    x = [[1.0, 2 * (n - 1), s * 2 * (n - 1) / n] for n, s, _ in pts]
    y = [t for *_, t in pts]
    w = [1 / t ** 2 for t in y]
    a = [[sum(w[i] * x[i][p] * x[i][q] for i in range(len(y))) for q in range(3)] for p in range(3)]
    b = [sum(w[i] * x[i][p] * y[i] for i in range(len(y))) for p in range(3)]
    fixed, step, per_byte = solve_linear(a, b)
    if per_byte <= 0:
        raise DataError(f'{name}: the all-reduce fit gives no bandwidth term (time does not grow with bytes)')
    eff = 1 / (per_byte * bandwidth)
    fitted = [fixed + step * xi[1] + per_byte * xi[2] for xi in x]
    report.fit('all-reduce, fitted to nccl-tests', {'efficiency': eff, 'step_latency_us': step * 1e6,
                                                     'fixed_latency_us': fixed * 1e6},
               error_summary([f / m - 1 for f, m in zip(fitted, y)]))
    return {'all_reduce': {'efficiency': rounded(eff), 'step_latency_us': rounded(step * 1e6),
                           'fixed_latency_us': rounded(fixed * 1e6)}}


# ---------------------------------------------------------------- profiles ----------------------

def kernel_profile(folder, file_name, tier, report):
    doc = load(folder, file_name)
    gpu = field(doc, 'gpu', file_name)
    report.line(f'\n{gpu} ({file_name}, efficiencies of {doc.get("peak_tflops_bf16")} TFLOP/s bf16)')
    return gpu, {'gemm': fit_gemm(doc, file_name, report),
                 'grouped_gemm': fit_grouped(doc, file_name, report),
                 'attention': fit_attention(doc, file_name, report),
                 'memory': memory_constants(doc, file_name, report),
                 'collectives': simumax_collectives(doc, file_name, tier, report),
                 'fitted_from': file_name}


def build_profiles(folder, report):
    profiles = {}
    for file_name, tier in (('simumax-a100-pcie.json', 'intra_node_pcie_8x'), ('simumax-b200.json', 'high_intra_node')):
        gpu, profile = kernel_profile(folder, file_name, tier, report)
        profiles[gpu] = profile
    nccl = 'nccl-allreduce-a100-node.json'
    doc = load(folder, nccl)
    report.line(f'\na100-sxm ({nccl}, efficiency of {doc.get("link_bandwidth_GBps")} GB/s per direction)')
    profiles['a100-sxm'] = {'collectives': fit_all_reduce(doc, nccl, report), 'fitted_from': nccl}
    fa3 = 'flashattention3-paper-h100.json'
    doc = load(folder, fa3)
    report.line(f'\nh100-sxm ({fa3}, efficiencies of {doc.get("peak_tflops_bf16")} TFLOP/s bf16)')
    kernels = fit_attention_kernels(doc, fa3, report)
    profiles['h100-sxm'] = {'attention': kernels['cudnn'], 'flash_attention_2': kernels['flash_attention_2'],
                            'fitted_from': fa3}
    return profiles


def differences(expected, actual, path=''):
    """Paths where two JSON values differ (first few)."""
    if isinstance(expected, dict) and isinstance(actual, dict):
        out = []
        for k in sorted(set(expected) | set(actual)):
            p = f'{path}.{k}' if path else k
            if k not in actual:
                out.append(f'{p}: in the file, not produced by the data')
            elif k not in expected:
                out.append(f'{p}: produced by the data, missing from the file')
            else:
                out += differences(expected[k], actual[k], p)
        return out
    if expected != actual:
        return [f'{path}: file has {json.dumps(expected)}, the data gives {json.dumps(actual)}']
    return []


def main(argv):
    parser = argparse.ArgumentParser(description=__doc__.split('\n')[0])
    parser.add_argument('--data', default=DEFAULT_DATA, help='folder with the microbenchmark tables')
    parser.add_argument('--out', help='write the profiles as JSON to this file ("-" = stdout)')
    parser.add_argument('--check', help='compare with this profile file; exit 1 if it differs')
    parser.add_argument('--quiet', action='store_true', help='no fit table')
    args = parser.parse_args(argv)
    report = Report(args.quiet or args.out == '-')
    try:
        profiles = build_profiles(args.data, report)
    except DataError as e:
        fail(str(e))
    text = json.dumps(profiles, indent=2) + '\n'
    if args.out == '-':
        sys.stdout.write(text)
    elif args.out:
        with open(args.out, 'w', encoding='utf-8') as f:
            f.write(text)
    if args.check:
        try:
            with open(args.check, encoding='utf-8') as f:
                committed = json.load(f)
        except (OSError, json.JSONDecodeError) as e:
            fail(f'{args.check}: cannot read: {e}')
        diff = differences(committed, profiles)
        if diff:
            print(f'fit-profile.py: {args.check} is not what the microbenchmark tables give '
                  f'(rerun scripts/fit-profile.py --out {args.check}):', file=sys.stderr)
            for d in diff[:20]:
                print(f'  {d}', file=sys.stderr)
            return 1
        report.line(f'\n{args.check}: up to date')
    return 0


if __name__ == '__main__':
    sys.exit(main(sys.argv[1:]))
