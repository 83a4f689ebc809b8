#!/usr/bin/env bash
# Rolls a release out to the cluster of the current kubectl context: the migration Job first, alone, and the
# Deployments only once it has completed. `deploy/kubernetes/rollout.sh production`
set -euo pipefail
overlay="$(dirname "$0")/overlays/${1:?usage: rollout.sh <overlay>, e.g. staging or production}"
rendered="$(mktemp)"
trap 'rm -f "$rendered"' EXIT
kubectl kustomize "$overlay" > "$rendered"
namespace="$(awk '/^kind: Job$/ { job = 1 } job && /^  namespace:/ { print $2; exit }' "$rendered")"
migrate='app.kubernetes.io/component=migrate'

# A Job's pod template cannot change, and the previous release's Job may still be kept (ttlSecondsAfterFinished).
kubectl delete -f "$rendered" -l "$migrate" --ignore-not-found --wait
kubectl apply -f "$rendered" -l "$migrate"
if ! kubectl wait -f "$rendered" -l "$migrate" --for=condition=complete --timeout=15m; then
  echo "The migration did not complete: the running release is left as it was. Its log:" >&2
  kubectl logs -n "$namespace" -l "$migrate" --tail=100 >&2 || true
  exit 1
fi
kubectl apply -f "$rendered" -l "app.kubernetes.io/component!=migrate"
